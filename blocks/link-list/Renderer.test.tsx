// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/link-list.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('link list', () => {
  it('lists its links under its title, external ones in a new tab with no referrer', async () => {
    await renderBlock(schema.examples[0]);
    const nav = screen.getByRole('navigation', { name: 'Préparer votre voyage' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bagages et objets autorisés',
      'Voyager avec un handicap',
      'Horaires des TER de votre région',
    ]);
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(links[2]).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('works without a title and keeps the accessible title of a link', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('link', { name: 'Demander un remboursement' })).toHaveAttribute(
      'title',
      "Demander le remboursement d'un billet",
    );
  });
});
