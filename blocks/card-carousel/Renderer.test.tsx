// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import schema from '../../schemas/blocks/card-carousel.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

function atWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('card carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    [375, '1'],
    [700, '2'],
    [1280, '3'],
  ])('shows as many slides as the window width allows (%i px: %s)', async (width, perView) => {
    atWindowWidth(width);
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('list')).toHaveAttribute('data-per-view', perView);
  });

  it('sizes card images about 0.615 as high as wide', async () => {
    atWindowWidth(1280);
    // The content gives no image size: the renderer reserves the card ratio.
    await renderBlock({
      ...schema.examples[0],
      cards: schema.examples[0]!.cards.map((card) => ({ ...card, image: { src: card.image.src, alt: card.image.alt } })),
    });
    const image = screen.getByRole('img', { name: 'Le Vieux-Port de Marseille' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['339', '208']);
  });

  it('autoplays every delay seconds × 1000 (6 s here) and stops when an arrow is clicked', async () => {
    atWindowWidth(375);
    await renderBlock(schema.examples[0]);
    const track = screen.getByRole('list');
    const toggle = screen.getByRole('button', { name: 'Mettre en pause le défilement' });
    expect(toggle).toHaveAttribute('data-state', 'playing');
    act(() => vi.advanceTimersByTime(5999));
    expect(track).toHaveAttribute('data-first-visible', '0');
    act(() => vi.advanceTimersByTime(1));
    expect(track).toHaveAttribute('data-first-visible', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(track).toHaveAttribute('data-first-visible', '2');
    expect(toggle).toHaveAttribute('data-state', 'paused');
    act(() => vi.advanceTimersByTime(60000));
    expect(track).toHaveAttribute('data-first-visible', '2');
  });

  it('has no arrows when every card fits', async () => {
    atWindowWidth(1280);
    await renderBlock(schema.examples[1]);
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
