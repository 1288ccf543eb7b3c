// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import schema from '../../schemas/blocks/visual-header.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [carousel, single] = schema.examples;
const shownTitle = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => !heading.closest('[hidden]'))
    .map((heading) => heading.textContent);

describe('visual header block', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances by itself every idleTime × 1000 ms and wraps around', async () => {
    vi.useFakeTimers();
    await renderBlock(carousel);
    expect(shownTitle()).toEqual(['Cet hiver, la montagne en train']);
    act(() => vi.advanceTimersByTime(5999));
    expect(shownTitle()).toEqual(['Cet hiver, la montagne en train']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toEqual(['Info trafic en temps réel']);
    act(() => vi.advanceTimersByTime(12000));
    expect(shownTitle()).toEqual(['Cet hiver, la montagne en train']);
    expect(screen.getByText('1 sur 3')).toBeVisible();
  });

  it('can be paused and resumed with its button', async () => {
    vi.useFakeTimers();
    await renderBlock(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    act(() => vi.advanceTimersByTime(30000));
    expect(shownTitle()).toEqual(['Cet hiver, la montagne en train']);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(shownTitle()).toEqual(['Info trafic en temps réel']);
  });

  it('waits while the keyboard focus is on it, and its arrows move one slide', async () => {
    vi.useFakeTimers();
    await renderBlock(carousel);
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(30000));
    expect(shownTitle()).toEqual(['Cet hiver, la montagne en train']);
    fireEvent.click(next);
    expect(shownTitle()).toEqual(['Info trafic en temps réel']);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(shownTitle()).toEqual(['Offrez un voyage']);
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeVisible();
  });

  it('shows a single image without carousel controls', async () => {
    const { container } = await renderBlock(single);
    expect(shownTitle()).toEqual(["Accessibilité : un service d'assistance dans 1 000 gares"]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('section')).toHaveAttribute('data-theme', 'light');
  });

  it('opens an external link in a new tab with no referrer', async () => {
    await renderBlock(carousel);
    const link = screen.getByRole('link', { name: 'Découvrir la carte cadeau', hidden: true });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('is an island whose first slide is in the server HTML', async () => {
    const html = await renderBlockToHtml(carousel);
    expect(html).toContain('data-island="visual-header"');
    expect(html).toContain('Cet hiver, la montagne en train');
  });
});
