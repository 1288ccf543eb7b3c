import { startPagesApp } from '../../tests/helpers/full-app';
import { createTranslator, isPlainText } from '@quai/engine/i18n';
import { PAGE_CONTEXT_ID } from '@quai/engine/islands';
import { withoutMessageParser } from '../../tests/helpers/without-message-parser';
import type { PageContext } from './runtime';

const { app, runtime } = await startPagesApp({ islandScripts: ['/entry.js'] });

async function pageContextOf(path: string): Promise<PageContext> {
  const html = (await app.inject(path)).body;
  const json = new RegExp(`<script type="application/json" id="${PAGE_CONTEXT_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json!) as PageContext;
}
const areas = (context: PageContext) => new Set(Object.keys(context.messages).map((key) => key.split('.')[0]));

describe('the catalog sent to the browser', () => {
  it('holds only the areas the page’s islands translate from, whole', async () => {
    const { catalogs } = await runtime;
    const home = await pageContextOf('/');
    expect(areas(home)).toContain('shell');
    expect(areas(home)).not.toContain('webform');
    // An area comes whole: messages shown later (after a click) travel with those rendered.
    const shellKeys = Object.keys(catalogs.fr).filter((key) => key.startsWith('shell.'));
    expect(shellKeys.filter((key) => !(key in home.messages))).toEqual([]);
    expect(Object.keys(home.messages).length).toBeLessThan(Object.keys(catalogs.fr).length / 2);
  });

  it('is parsed already: the browser formats it without an ICU parser', async () => {
    const home = await pageContextOf('/');
    const { catalogs } = await runtime;
    expect(Object.entries(home.messages).filter(([, message]) => typeof message === 'string' && !isPlainText(message))).toEqual([]);
    // Footer copyright and breadcrumb have an argument each: they travel parsed.
    expect(home.messages['shell.footer.copyright']).toBeInstanceOf(Array);
    const browser = createTranslator('fr', home.messages);
    const server = createTranslator('fr', catalogs.fr);
    const keys = ['shell.footer.copyright', 'shell.breadcrumbs.back', 'shell.menu.open'];
    const values = { year: 2026, label: 'Accueil' };
    expect(withoutMessageParser(() => keys.map((key) => browser(key, values)))).toEqual(keys.map((key) => server(key, values)));
  });

  it('holds the areas an island declares for what it shows after a click or a fetch', async () => {
    // The button's "opens in a new tab" appears once a station is picked; the gift-card toasts once a payment fails.
    expect((await pageContextOf('/horaires-en-gare')).messages).toHaveProperty(['rail.new_tab']);
    const giftCard = await pageContextOf('/cartes-cadeaux/achat');
    expect(giftCard.messages).toHaveProperty(['editorial.toasts.region']);
    expect(giftCard.messages).toHaveProperty(['editorial.toasts.close']);
  });

  it('gives a form page its form messages, and each locale its own', async () => {
    const form = await pageContextOf('/reclamation');
    expect(areas(form)).toContain('webform');
    const english = await pageContextOf('/en');
    expect(createTranslator('en', english.messages)('shell.breadcrumbs.back', { label: 'Home' })).toBe('Back to Home');
  });
});
