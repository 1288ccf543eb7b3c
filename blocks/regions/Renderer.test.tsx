// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/regions.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';
import { REGION_PATHS } from './region-paths';
import { anchorFromLabel } from './regions-model';

const example = schema.examples[0]!;

describe('regions block', () => {
  it('draws the 13 regions in a 274x288 map, Corse included', async () => {
    const { container } = await renderBlock(example);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 274 288');
    expect(svg.querySelectorAll('path')).toHaveLength(13);
    expect(svg.querySelector('[data-region="94"]')).not.toBeNull();
    expect(REGION_PATHS.map((region) => region.code)).toEqual([
      '11',
      '24',
      '27',
      '28',
      '32',
      '44',
      '52',
      '53',
      '75',
      '76',
      '84',
      '93',
      '94',
    ]);
  });

  it('makes a region clickable only with a link: its href, or the anchor named after its label', async () => {
    await renderBlock(example);
    const map = screen.getByRole('group', { name: /Carte des régions/ });
    const links = within(map).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      [
        '#normandie',
        '/info-trafic/auvergne-rhone-alpes',
        '/info-trafic/bretagne',
        '/info-trafic/ile-de-france',
        'https://www.ter.example/sud',
      ].sort(),
    );
    expect(within(map).getByRole('link', { name: 'Sud, site TER (nouvel onglet)' })).toHaveAttribute('rel', 'noreferrer noopener');
    // Grand Est has text but no link: greyed, not a link.
    const grandEst = map.querySelector('[data-region="44"]')!;
    expect(grandEst.closest('a')).toBeNull();
    expect(grandEst).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists the regions sorted by label, with their text, greying those without a link', async () => {
    await renderBlock(example);
    await userEvent.click(screen.getByRole('tab', { name: 'Liste' }));
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Auvergne-Rhône-Alpes',
      'Bretagne',
      'Grand Est',
      'Ile-de-France',
      'Normandie',
      'Sud',
    ]);
    expect(items[0]).toHaveTextContent('Travaux entre Lyon et Saint-Étienne');
    expect(items[2]).toHaveAttribute('data-disabled');
    expect(items[4]).toHaveAttribute('id', anchorFromLabel('Normandie'));
  });

  it('moves between Carte and Liste with the arrow keys, wrapping around', async () => {
    await renderBlock(example);
    const map = screen.getByRole('tab', { name: 'Carte' });
    expect(map).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(map);
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Liste' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Carte' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Carte' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the list when a region leads to its in-page anchor', async () => {
    await renderBlock(example);
    await userEvent.click(screen.getByRole('link', { name: 'Normandie' }));
    expect(screen.getByRole('tab', { name: 'Liste' })).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById('normandie')).not.toBeNull();
  });

  it('greys every region of a block whose only entry has no link', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(container.querySelectorAll('svg a')).toHaveLength(0);
  });
});
