// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/task-tiles.schema.json';
import { renderBlock, renderBlockToHtml, validateBlock } from '../../tests/helpers/render-block';
import { TASK_ICONS } from '../_ui/icons/task-icons';

const [fiveTasks, untitled] = schema.examples;

describe('task-tiles block', () => {
  it('shows each task as one link named by its label and help, under its heading', async () => {
    await renderBlock(fiveTasks);
    const tiles = within(screen.getByRole('navigation', { name: 'Que souhaitez-vous faire ?' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Info traficPerturbations et travaux sur vos lignes', '/info-trafic'],
      ['Horaires en gareDéparts et arrivées en temps réel', '/horaires-en-gare'],
      ['Rechercher un trainPar son numéro, arrêts et retards', '/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train'],
      ['Mes billetsVotre dossier voyageur', '/dossier-voyageur'],
      ['Cartes cadeauxOffrez un voyage', '/cartes-cadeaux/achat'],
    ]);
  });

  it('draws each icon as inline SVG hidden from assistive technologies, and ships no JavaScript', async () => {
    const html = await renderBlockToHtml(fiveTasks);
    expect(html).not.toContain('data-island');
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(5);
    expect(html).toContain('lucide-train-front');
  });

  it('is named by the site when content gives it no heading', async () => {
    await renderBlock(untitled, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('offers content exactly the icons the site draws', () => {
    const names = schema.properties.tiles.items.properties.icon.enum;
    expect([...names].sort()).toEqual(Object.keys(TASK_ICONS).sort());
  });

  it('leaves out a tile whose icon is not one of the set, with the reason', () => {
    const { node, problems } = validateBlock({
      type: 'task-tiles',
      tiles: [{ icon: 'rocket', label: 'A', href: '/a' }, fiveTasks!.tiles[0]],
    });
    expect(node).toBeUndefined();
    expect(problems[0]?.pointer).toContain('/tiles/0/icon');
  });
});
