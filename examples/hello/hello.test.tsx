// @vitest-environment jsdom
import { engineConfig } from '@quai/engine';
import { renderHelloPage } from './render-page';

describe('the example site, on the same engine as the rail site', () => {
  it('renders its page with its three blocks, in English, times in Montreal', async () => {
    const { html, problems } = await renderHelloPage();
    expect(problems).toEqual([]);
    expect(engineConfig().timeZone).toBe('America/Montreal');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Hello from the example site');
    expect(document.querySelector('h1')?.textContent).toBe('Hello, Montreal!');
    // 13:00 UTC on 1 July is 9:00 in Montreal (UTC-4 in summer); in Paris it would be 15:00.
    const time = document.querySelector('time');
    expect(time?.closest('p')?.textContent).toBe('Doors open Wednesday, July 1 at 9:00 a.m. (America/Montreal)');
    expect(time?.getAttribute('datetime')).toBe('2026-07-01T13:00:00Z');
    const checklist = document.querySelector('section[aria-label="Before you come"]');
    expect([...checklist!.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Book a seat', 'Bring a coat', 'Say hello']);
    expect(checklist?.getAttribute('style')).toBe('max-width:640px');
    // Nothing of the rail site: its blocks are not registered here.
    expect(html).not.toMatch(/lang="fr"|Europe\/Paris/);
  });
});
