// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/section-cards.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';
import type { SiteMapSource } from '../../domain/site-map/site-map-source';

const sections: Array<[string, string]> = [];
const siteMap: SiteMapSource = {
  groups: () => ({ menus: [], more: [], legal: [] }),
  section(locale, path) {
    sections.push([locale, path]);
    return path === '/voyager'
      ? [
          { title: 'Bagages', href: '/voyager/bagages', description: 'Deux bagages et un bagage à main par voyageur.' },
          { title: 'Gares et services', href: '/voyager/gares' },
        ]
      : [];
  },
};

describe('section-cards block', () => {
  it('shows each entry of the section the page heads as a card linking to its page, with its description', async () => {
    await renderBlock(schema.examples[0], { services: { siteMap }, request: { path: '/voyager', search: '' } });
    expect(sections).toContainEqual(['fr', '/voyager']);
    expect(screen.getByRole('heading', { level: 2, name: 'Dans cette rubrique' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bagages' })).toHaveAttribute('href', '/voyager/bagages');
    expect(screen.getByText('Deux bagages et un bagage à main par voyageur.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing on a page that heads no section, and ships no JavaScript', async () => {
    const html = await renderBlockToHtml(schema.examples[1], { services: { siteMap }, request: { path: '/ailleurs', search: '' } });
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('data-island');
  });
});
