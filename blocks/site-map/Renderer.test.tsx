// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/site-map.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';
import type { SiteMapGroups, SiteMapSource } from '../../domain/site-map/site-map-source';

const groups: SiteMapGroups = {
  menus: [
    { title: 'Accueil', href: '/', children: [] },
    { title: 'Voyager', href: '/voyager', children: [{ title: 'Bagages', href: '/voyager/bagages', children: [] }] },
  ],
  more: [{ title: 'Paiement sécurisé', href: '/paiement-securise', children: [] }],
  legal: [{ title: 'Mentions légales', href: '/mentions-legales', children: [] }],
};
const asked: string[] = [];
const siteMap: SiteMapSource = {
  section: () => [],
  groups(locale) {
    asked.push(locale);
    return groups;
  },
};

describe('site-map block', () => {
  it('lists the map of the page locale the site gives it: sections with their entries, other pages, legal links', async () => {
    await renderBlock(schema.examples[0], { services: { siteMap }, locale: 'en', request: { path: '/en/site-map', search: '' } });
    expect(asked).toContain('en');
    const section = screen.getByRole('link', { name: 'Voyager' }).closest('li')!;
    expect(within(section).getByRole('link', { name: 'Bagages' })).toHaveAttribute('href', '/voyager/bagages');
    expect(screen.getByRole('heading', { name: 'Other pages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Paiement sécurisé' })).toHaveAttribute('href', '/paiement-securise');
    expect(screen.getByRole('heading', { name: 'Legal information' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });

  it('ships no JavaScript', async () => {
    const html = await renderBlockToHtml(schema.examples[1], { services: { siteMap } });
    expect(html).not.toContain('data-island');
    expect(html).toContain('href="/voyager/bagages"');
  });
});
