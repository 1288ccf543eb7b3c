// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import schema from '../../schemas/blocks/sub-menu.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

/** jsdom lays nothing out: give the row the sizes a browser would. */
function layOut(
  list: HTMLElement,
  { clientWidth, scrollWidth, scrollLeft }: { clientWidth: number; scrollWidth: number; scrollLeft: number },
) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  list.scrollLeft = scrollLeft;
  list.scrollBy = vi.fn();
  fireEvent.scroll(list);
}

describe('sub-menu block', () => {
  it('shows scroll buttons only toward the hidden links, and scrolls by most of its width', async () => {
    await renderBlock(schema.examples[0], { request: { path: '/voyager/bagages', search: '' } });
    const list = screen.getByRole('list');
    expect(screen.queryByRole('button')).toBeNull();
    layOut(list, { clientWidth: 300, scrollWidth: 1200, scrollLeft: 0 });
    expect(screen.queryByRole('button', { name: 'Faire défiler vers le début' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Faire défiler vers la fin' }));
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
    layOut(list, { clientWidth: 300, scrollWidth: 1200, scrollLeft: 900 });
    expect(screen.getByRole('button', { name: 'Faire défiler vers le début' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Faire défiler vers la fin' })).toBeNull();
  });

  it('marks the current page and names the navigation after its title', async () => {
    await renderBlock(schema.examples[0], { request: { path: '/voyager/bagages', search: '' } });
    expect(screen.getByRole('navigation', { name: 'Voyager' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bagages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Info trafic' })).not.toHaveAttribute('aria-current');
  });

  it('has a default name and no button when everything fits', async () => {
    await renderBlock(schema.examples[1], { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'In this section' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is an island whose links are in the server HTML', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="sub-menu"');
    expect(html).toContain('href="/voyager/info-trafic"');
  });
});
