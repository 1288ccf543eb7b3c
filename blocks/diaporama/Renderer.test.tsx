// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import schema from '../../schemas/blocks/diaporama.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const counter = () => screen.getByText(/sur 3$/).textContent;
const toggle = () => screen.getByRole('button', { name: /défilement/ });

describe('diaporama', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  // Fake timers drive autoplay; clicks are dispatched directly so they do not wait on them.

  it('plays by default: the page counter moves every delay seconds (4 here)', async () => {
    await renderBlock(schema.examples[0]);
    expect(counter()).toBe('1 sur 3');
    expect(toggle()).toHaveAttribute('data-state', 'playing');
    expect(toggle()).toHaveAccessibleName('Mettre en pause le défilement');
    act(() => vi.advanceTimersByTime(3999));
    expect(counter()).toBe('1 sur 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 sur 3');
  });

  it('stops autoplay when an arrow is clicked', async () => {
    await renderBlock(schema.examples[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(counter()).toBe('2 sur 3');
    expect(toggle()).toHaveAttribute('data-state', 'paused');
    act(() => vi.advanceTimersByTime(60000));
    expect(counter()).toBe('2 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(counter()).toBe('3 sur 3');
  });

  it('toggles between playing and paused', async () => {
    await renderBlock({ ...schema.examples[0], autoplay: false });
    expect(toggle()).toHaveAttribute('data-state', 'paused');
    expect(toggle()).toHaveAccessibleName('Lancer le défilement');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('data-state', 'playing');
    act(() => vi.advanceTimersByTime(4000));
    expect(counter()).toBe('2 sur 3');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('data-state', 'paused');
  });

  it('has no controls for a single slide', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Le hall de la gare de Bordeaux-Saint-Jean' })).toBeInTheDocument();
  });

  it('is an island whose server HTML already shows every slide and the counter', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="diaporama"');
    expect(html).toContain('Une salle plus lumineuse');
    expect(html).toContain('1 sur 3');
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await renderBlock(schema.examples[0]);
      expect(toggle()).toHaveAttribute('data-state', 'paused');
      act(() => vi.advanceTimersByTime(20000));
      expect(counter()).toBe('1 sur 3');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
