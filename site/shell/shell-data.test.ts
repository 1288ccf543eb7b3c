import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { blockDefinitions } from '../../blocks';
import type { PageDocument } from '../../schemas/generated/page';
import { collections, createContentValidator } from '../content-store/collections';
import { ContentStore } from '../content-store/store';
import { buildShellData } from './shell-data';

const root = join(import.meta.dirname, '../..');
const content = await ContentStore.load(
  new EmbeddedContentSource(join(root, 'site/content'), root),
  createContentValidator(blockDefinitions),
  collections,
);
const request = (path: string) => ({ path, search: '' });

const page = (extra: Partial<PageDocument>): PageDocument => ({
  id: 'test',
  locale: 'en',
  path: '/en/test',
  layout: 'subhome',
  title: 'Test',
  blocks: [],
  ...extra,
});

describe('shell data', () => {
  it('gives the full header the menus and locale options of the page, and a footer', () => {
    const shell = buildShellData({ content, locale: 'en', request: request('/en/test'), title: 'Test', page: page({}) });
    expect(shell.header.variant).toBe('full');
    expect(shell.header.main.map((item) => item.title)).toContain('Tickets and passes');
    expect(shell.header.main.find((item) => item.title === 'Help and contact')?.children?.map((item) => item.href)).toContain(
      '/en/help/faq',
    );
    // Elsewhere than the home page, only the crises meant for the whole site.
    expect(shell.header.crisis.map((item) => item.id)).toEqual(['mouvement-social']);
    // The personal area of the header: the traveller file, where a visitor finds their bookings.
    expect(shell.header.account).toEqual({ title: 'My booking', href: '/en/traveller-file' });
    expect(shell.footer?.menus.legal.length).toBeGreaterThan(0);
    // The visitor's theme is painted by the page's inline script: the server's HTML does not vary with it.
    expect(shell.documentTheme).toBeUndefined();
  });

  it('restricted pages have the logo and locale bar only, and no footer', () => {
    const shell = buildShellData({
      content,
      locale: 'en',
      request: request('/en/test'),
      title: 'Test',
      page: page({ layoutOptions: { header: 'restricted' } }),
    });
    expect(shell.header.variant).toBe('restricted');
    // No crisis banner, even with a crisis meant for the whole site, no menu and no account link.
    expect(shell.header.crisis).toEqual([]);
    expect(shell.header.main).toEqual([]);
    expect(shell.header.account).toBeUndefined();
    expect(shell.footer).toBeUndefined();
    expect(shell.documentTheme).toBeUndefined();
  });

  it('a page without dark mode is always light and offers no theme switch', () => {
    const shell = buildShellData({
      content,
      locale: 'en',
      request: request('/en/test'),
      title: 'Test',
      page: page({ darkMode: false, theme: 'ocean' }),
    });
    expect(shell.documentTheme).toBe('light');
    expect(shell.header.themeSwitch).toBe(false);
    expect(shell.pageTheme).toBe('ocean');
  });

  it('the home route shows every crisis of its locale; error pages offer each locale home', () => {
    const shell = buildShellData({ content, locale: 'it', request: request('/it'), title: 'Pagina non trovata' });
    expect(shell.header.crisis.map((item) => item.id).sort()).toEqual(['alerte-enlevement', 'mouvement-social']);
    expect(shell.header.crisis.every((item) => item.locale === 'it')).toBe(true);
    expect(shell.header.localeOptions).toEqual([
      { langcode: 'fr', alias: '/' },
      { langcode: 'en', alias: '/en' },
      { langcode: 'es', alias: '/es' },
      { langcode: 'it', alias: '/it' },
    ]);
  });

  it('keeps the sidebar for landing_page_full_width pages only, and gathers image credits once each', () => {
    const sidebar = [{ type: 'paragraph', text: '<p>Bon à savoir</p>' }];
    const image = { src: '/images/a.svg', alt: '', credit: 'Photo : Quai' };
    const landing = buildShellData({
      content,
      locale: 'en',
      request: request('/en/test'),
      title: 'Test',
      page: page({ variant: 'landing_page_full_width', sidebar, field_background_image: image, blocks: [{ type: 'banner', image }] }),
    });
    expect(landing.sidebar).toEqual(sidebar);
    expect(landing.credits).toEqual(['Photo : Quai']);
    expect(
      buildShellData({ content, locale: 'en', request: request('/en/test'), title: 'Test', page: page({ sidebar }) }).sidebar,
    ).toBeUndefined();
  });
});
