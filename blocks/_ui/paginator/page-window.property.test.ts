import fc from 'fast-check';
import { pageWindow, paginatorItems } from './page-window';

const pageAndCount = fc.tuple(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 0, max: 400 }));

describe('the paginator window', () => {
  it('for any page and count: at most 3 numbers in the window, consecutive, the current page inside', () => {
    fc.assert(
      fc.property(pageAndCount, ([current, count]) => {
        fc.pre(count >= 1);
        const window = pageWindow(current, count);
        expect(window.length).toBe(Math.min(3, count));
        for (const [index, page] of window.entries()) if (index > 0) expect(page).toBe(window[index - 1]! + 1);
        expect(window).toContain(Math.min(Math.max(1, current), count));
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(count);
      }),
    );
  });

  it('shows the first and last pages, gaps exactly where numbers are skipped, and nothing for one page', () => {
    fc.assert(
      fc.property(pageAndCount, ([current, count]) => {
        const items = paginatorItems(current, count);
        if (count <= 1) {
          expect(items).toEqual([]);
          return;
        }
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        items.forEach((item, index) => {
          if (item.kind !== 'gap') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.page - before.page > 1).toBe(true);
        });
        for (let index = 1; index < items.length; index += 1) {
          const [before, after] = [items[index - 1]!, items[index]!];
          if (before.kind === 'page' && after.kind === 'page') expect(after.page).toBe(before.page + 1);
        }
      }),
    );
  });

  it('reads as the spec draws it on a few examples', () => {
    const draw = (current: number, count: number) =>
      paginatorItems(current, count)
        .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
        .join(' ');
    expect(draw(1, 10)).toBe('1 2 3 … 10');
    expect(draw(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(draw(10, 10)).toBe('1 … 8 9 10');
    expect(draw(3, 10)).toBe('1 2 3 4 … 10');
    expect(draw(2, 2)).toBe('1 2');
    expect(draw(1, 1)).toBe('');
  });
});
