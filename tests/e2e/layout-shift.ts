import type { Page } from 'playwright-core';

/**
 * The page's layout shifts so far (the CLS of a page that no one has touched), and what moved:
 * each shift's elements, so that a failure says which part of the page moved, and how.
 */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const { node, previousRect: from, currentRect: to } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement;
              const name = element ? `${element.tagName.toLowerCase()}.${element.className}` : 'a node gone since';
              moved.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ${[from.x, from.y, from.width, from.height].map(Math.round).join(',')} -> ${[to.x, to.y, to.width, to.height].map(Math.round).join(',')}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
