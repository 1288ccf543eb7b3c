import { PAGE_CONTEXT_ID } from '@quai/engine/islands';
import { readOfflineFiles } from './keep-tickets';

describe('the files a saved train page needs', () => {
  it("are the ones its page context lists, the site's own only", () => {
    const context = JSON.stringify({
      locale: 'fr',
      offlineFiles: ['/assets/entry-1.js', '/assets/Renderer-2.js', 'https://elsewhere.example/x.js'],
    });
    const html = `<html><body><main>…</main><script type="application/json" id="${PAGE_CONTEXT_ID}">${context}</script></body></html>`;
    expect(readOfflineFiles(html)).toEqual(['/assets/entry-1.js', '/assets/Renderer-2.js']);
  });

  it('are none when the page has no context or lists none', () => {
    expect(readOfflineFiles('<html><body><p>Erreur</p></body></html>')).toEqual([]);
    expect(readOfflineFiles(`<script type="application/json" id="${PAGE_CONTEXT_ID}">{"locale":"fr"}</script>`)).toEqual([]);
  });
});
