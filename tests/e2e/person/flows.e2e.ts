import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser } from '../browser';
import { arrive, click, isFocused, keepScreenshot, pause, press, tabTo, WIDTHS } from './pace';

/**
 * The flow inspector's state chart at a person's pace: the gift-card tunnel's chart (1,700 units
 * wide) zoomed with the buttons and the keys, panned with the arrow keys and the mouse, and its
 * current state brought into view on each step of a run, at the zoom the developer chose.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const viewport = (page: Page) => page.locator('[data-flows-viewport]');
// French writes a narrow no-break space before the percent sign.
const zoomLevel = async (page: Page) => (await page.locator('[data-flows-zoom] output').textContent())?.replace(/\s/g, ' ');
const scroll = (page: Page) => viewport(page).evaluate((box) => ({ left: box.scrollLeft, top: box.scrollTop }));
const chartWidth = (page: Page) => page.locator('[data-flows-viewport] svg').evaluate((svg) => svg.getBoundingClientRect().width);

/** Whether the current state's box lies wholly inside the chart's visible box. */
const currentStateInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-flows-viewport]')!.getBoundingClientRect();
    const state = document.querySelector('rect.flows-current.flows-atomic')!.getBoundingClientRect();
    return state.left >= box.left && state.right <= box.right && state.top >= box.top && state.bottom <= box.bottom;
  });

/** Sends an event from its button, as a person clicks it, and waits for the next step's page. */
async function send(page: Page, type: string) {
  const button = page.locator(`[data-flows-event="${type}"]`).getByRole('button', { name: type, exact: true });
  await Promise.all([page.waitForURL(/run=/), button.click()]);
  await pause(page);
}

describe.concurrent.each(WIDTHS)('the state chart at %s', (width, size) => {
  it('zooms with its buttons and keys, pans with the arrows and the mouse, and shows each new current state', async () => {
    const { page, errors } = await arrive(browser, '/_flows/giftcard-tunnel', size);
    // The first state, loadingCatalogue, sits in the middle of a chart wider than the window: brought into view.
    expect(await zoomLevel(page)).toBe('100 %');
    expect(await currentStateInView(page)).toBe(true);
    await keepScreenshot(page, 'flows-chart-start');
    const natural = await chartWidth(page);

    await tabTo(page.getByRole('button', { name: 'Zoom avant' }));
    await press(page, 'Enter');
    expect(await zoomLevel(page)).toBe('125 %');
    expect(await chartWidth(page)).toBeCloseTo(natural * 1.25, 0);
    // The chart's box takes the focus after the buttons: the arrow keys move the chart in it (at 125 % it is taller than its box).
    await tabTo(viewport(page));
    const before = await scroll(page);
    await press(page, 'ArrowLeft');
    expect((await scroll(page)).left).toBe(Math.max(0, before.left - 48));
    await press(page, 'ArrowDown');
    expect((await scroll(page)).top).toBeGreaterThan(before.top);
    expect(await isFocused(viewport(page))).toBe(true);

    // Dragged with the mouse from its middle, 120 px to the right: the chart follows the pointer.
    const at = (await viewport(page).boundingBox())!;
    const dragged = await scroll(page);
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++) await page.mouse.move(at.x + at.width / 2 + step * 20, at.y + at.height / 2);
    await page.mouse.up();
    await pause(page);
    expect((await scroll(page)).left).toBe(Math.max(0, dragged.left - 120));
    // Still on the inspector's page: the drag ended on the chart, not on a state's link.
    expect(new URL(page.url()).hash).toBe('');

    await click(page.getByRole('button', { name: 'Zoom arrière' }));
    expect(await zoomLevel(page)).toBe('100 %');
    expect(await chartWidth(page)).toBeCloseTo(natural, 0);

    // A step further in the run, zoomed in: personalisation is at the chart's right edge, and in view at 125 %.
    await viewport(page).focus();
    await press(page, '+');
    await press(page, '+');
    await press(page, '-');
    await send(page, 'catalogue.loaded');
    expect(await page.locator('[data-flows-state] code').textContent()).toBe('personalisation');
    expect(await zoomLevel(page)).toBe('125 %');
    expect(await currentStateInView(page)).toBe(true);
    await keepScreenshot(page, 'flows-chart-personalisation');

    // The next one, summary, is at the chart's left edge: the view goes back to it.
    await send(page, 'submit');
    expect(await page.locator('[data-flows-state] code').textContent()).toBe('summary');
    expect(await currentStateInView(page)).toBe(true);
    await keepScreenshot(page, 'flows-chart-summary');

    await viewport(page).focus();
    await press(page, '0');
    expect(await zoomLevel(page)).toBe('100 %');
    expect(await currentStateInView(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors, width).toEqual([]);
    await page.context().close();
  });
});
