// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/promo-card.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';
import { contrastRatio } from '../../domain/traffic/line-catalogue';
import { readableTextOn } from './readable-text';

describe('promo card', () => {
  it('shows its logo, title, text and link on a gradient from the top colour to the bottom colour', async () => {
    await renderBlock(schema.examples[0]);
    const card = screen.getByRole('article');
    // Top to bottom is the gradient's default direction, which the browser drops from the style.
    expect(card.style.backgroundImage).toBe('linear-gradient(rgb(12, 58, 107), rgb(27, 111, 184))');
    expect(screen.getByRole('img', { name: 'Avantage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Carte Avantage Week-end' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Je découvre la carte' })).toHaveAttribute('href', '/cartes/week-end');
  });

  it('renders without a link, in dark text on a light gradient', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article').style.color).toBe('rgb(12, 19, 31)');
  });

  it('picks the text colour with AA contrast on both ends of common gradients', () => {
    for (const [top, bottom] of [
      ['#0c3a6b', '#1b6fb8'],
      ['#fde8ef', '#ffd36e'],
      ['#5b1a6e', '#a03a8c'],
      ['#ffffff', '#e6f0fa'],
    ] as const) {
      const text = readableTextOn(top, bottom);
      expect(Math.min(contrastRatio(text, top), contrastRatio(text, bottom))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is left out when its colours are not #rrggbb', () => {
    const { node, problems } = validateBlock({ ...schema.examples[0], colors: { top: 'blue', bottom: '#1b6fb8' } });
    expect(node).toBeUndefined();
    expect(problems[0]?.pointer).toContain('/blocks/0');
  });
});
