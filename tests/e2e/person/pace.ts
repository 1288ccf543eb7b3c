import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, openPage, type WatchedPage } from '../browser';

/**
 * A person's pace, for the journeys of this folder: keys typed one at a time about 100 ms apart,
 * a pause of a second after each action (long enough for every debounce, lookup and animation to
 * settle, as they would before a person looks again), focus moved with Tab as well as the mouse.
 * What each test asserts is what the person sees after that pause.
 */

/** A phone held upright, and a desktop window. */
const PHONE = { width: 390, height: 844 } as const;
export const WIDTHS = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;

const KEY_DELAY_MS = 100;
const PAUSE_MS = 1000;

/** The person looks at the screen before acting again. */
export const pause = (page: Page) => page.waitForTimeout(PAUSE_MS);

/** Types into the field key by key (the field receives focus from the first key), then pauses. */
export async function type(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
  await pause(field.page());
}

/**
 * Puts copy written elsewhere into the field as a person pastes it: a click into the field, the
 * whole text arriving as one input, then a pause. For the long paragraphs an editor prepares in a
 * document, not for what a person types where they are (names, dates, searches: `type`).
 */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.page().keyboard.insertText(text);
  await pause(field.page());
}

/** A day (yyyy-MM-dd) as a person in France types it in a date field, which shows it so: day/month/year. */
export function dateKeys(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Clicks as a person does (the pointer moves there first), then pauses. */
export async function click(target: Locator): Promise<void> {
  await target.click();
  await pause(target.page());
}

/** Presses one key (Enter, Escape, ArrowDown, Tab…) wherever the focus is, then pauses. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await pause(page);
}

/**
 * The person sees the element: it is on screen now, or shortly after when an answer from the
 * server is still on its way on a busy machine (a person waits for a spinner too).
 */
export async function sees(target: Locator): Promise<void> {
  await target.first().waitFor({ state: 'visible' });
}

/** Whether the element has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Moves the focus with Tab (Shift+Tab backwards) until it reaches the target, as a keyboard user
 * does, then pauses. Fails if the target is not reached within `limit` presses: an element
 * the keyboard cannot reach is a finding.
 */
export async function tabTo(target: Locator, options: { backwards?: boolean; limit?: number } = {}): Promise<void> {
  const page = target.page();
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.limit ?? 40); presses++) {
    await page.keyboard.press(key);
    await page.waitForTimeout(KEY_DELAY_MS);
    if (await isFocused(target)) {
      await pause(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Opens the page as a person arriving on it (the consent already given), and waits for a first look. */
export async function arrive(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  options: Parameters<typeof openPage>[3] = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, path, viewport, options);
  await pause(watched.page);
  return watched;
}

/**
 * Keeps a screenshot of what the person sees, in a folder of the system's temporary directory
 * (`QUAI_PERSON_SHOTS` overrides it), for whoever wants to look at a journey after a run.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.QUAI_PERSON_SHOTS ?? join(tmpdir(), 'quai-person-shots');
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(folder, `${name.replace(/[^\w-]+/g, '-')}-${width}.png`), fullPage: false });
}
