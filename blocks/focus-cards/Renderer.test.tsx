// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/focus-cards.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('focus cards', () => {
  it('shows each card with its title, text and link, in the chosen variant', async () => {
    await renderBlock(schema.examples[0]);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.variant)).toEqual(['default', 'default', 'default']);
    expect(cards[0]).toHaveTextContent('30 % de réduction sur tous vos trajets');
    expect(screen.getByRole('link', { name: 'Découvrir la carte Senior' })).toHaveAttribute('href', '/cartes/senior');
  });

  it.each(['default', 'small', 'bordered'] as const)('renders the %s variant', async (variant) => {
    await renderBlock({ ...schema.examples[1], variant });
    expect(screen.getByRole('listitem').dataset.variant).toBe(variant);
  });

  it('renders a card without image or link', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(container.querySelector('img, a')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Carte seule, bordée');
  });
});
