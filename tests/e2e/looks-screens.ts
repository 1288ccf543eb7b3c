import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from './browser';
import { BOARD, resultCards, resultsSearch, SCHEDULES, today, TRAIN_DETAILS } from './journey-paths';
import { TEST_NOW } from './test-now';
import { lookUp } from './traveller-file-lookup';

/**
 * What the looks test pictures (looks.e2e.ts): twelve screens a visitor meets most, each opened
 * as a visitor gets there, at a phone's and a desktop's width, light and dark, and how a page is
 * brought to stand still before its picture is taken.
 */

const CAPTURED_HEIGHT = 2400;
/**
 * 02:00 on the suite's Thursday (looks.e2e.ts says why): no train has left yet, no delay is
 * announced, and the board, which lists three hours ahead and at least ten departures, lists
 * the morning's first ten whatever the minute until 02:30.
 */
export const NIGHT_BEFORE = new Date(Date.parse(TEST_NOW) - 6 * 3600_000).toISOString();
/** A TGV INOUI from Paris Gare de Lyon to Marseille Saint-Charles, every day of the timetable. */
const TRAIN = '6103';

export interface Screen {
  name: string;
  /** Opens the screen in the page, as a visitor gets there. */
  open: (page: Page, url: string) => Promise<unknown>;
  /** Text that changes with the clock, made transparent in the picture (its box stays). */
  moving?: string[];
}

export const visit = (path: string) => (page: Page, url: string) => page.goto(new URL(path, url).toString(), { waitUntil: 'networkidle' });
/** The hours and minutes of the journey search's time field: now, to the minute. */
const SEARCH_TIME = ['input[id$="-time"]', '[data-type="hour"]', '[data-type="minute"]'];
/** "Updated at" of a live page: the line beside its refresh link, which reloads the page at its address. */
const UPDATED_AT = (path: string) => [`main p:has(> a[href^="${path}"]) > span`];

export const SCREENS: Screen[] = [
  { name: 'home', open: visit('/'), moving: SEARCH_TIME },
  {
    name: 'results',
    open: async (page, url) => {
      await visit(resultsSearch())(page, url);
      await resultCards(page).first().waitFor();
    },
  },
  {
    name: 'train-details',
    open: visit(`${TRAIN_DETAILS}?dateCirculation=${today()}&numeroCirculation=${TRAIN}`),
    moving: UPDATED_AT(TRAIN_DETAILS),
  },
  { name: 'board', open: visit(BOARD), moving: UPDATED_AT(BOARD) },
  { name: 'claim-form', open: visit('/reclamation') },
  { name: 'gift-card', open: visit('/cartes-cadeaux/achat') },
  // "Updated on ... at" the minute the page was drawn: the line's class keeps its style sheet's name.
  { name: 'traffic', open: visit('/info-trafic'), moving: ['main p[class*="updated"]'] },
  {
    name: 'tickets',
    open: async (page, url) => {
      await lookUp(page, url, 'QUAI01', 'Martin');
      await page.waitForURL(`${url}/dossier-voyageur/billets`);
      // The page then follows the trains' real times on a connection kept open: it never goes idle.
      await page.getByRole('heading', { level: 3, name: 'Claire Martin' }).waitFor();
      // Drawn once its tickets are kept for use offline, as it stays: while they are being saved
      // the note holds its place unseen, and a busy machine drew the page before it held it.
      await page.getByText('Billets enregistrés sur cet appareil').waitFor();
    },
    // The note says the minute they were saved.
    moving: ['main p[role="status"][class*="savedNote"]'],
  },
  { name: 'station-schedules', open: visit(SCHEDULES) },
  { name: 'news-article', open: visit('/actualites/tgv-m-marseille-1') },
  { name: 'contact', open: visit('/nous-contacter') },
  { name: 'not-found', open: visit('/cette-page-n-existe-pas') },
];

export const VARIANTS = [
  { width: 'phone', viewport: MOBILE, colorScheme: 'light' },
  { width: 'phone', viewport: MOBILE, colorScheme: 'dark' },
  { width: 'desktop', viewport: DESKTOP, colorScheme: 'light' },
  { width: 'desktop', viewport: DESKTOP, colorScheme: 'dark' },
] as const;

/**
 * Waits until the page is drawn as it will stay: the font in use, every island in the captured
 * part hydrated (scrolled through first, so those hydrated on sight are, and lazy images load),
 * every image there decoded.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async (captured) => {
    await document.fonts.ready;
    const bottom = Math.min(captured, document.documentElement.scrollHeight);
    for (let top = 0; top < bottom; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  }, CAPTURED_HEIGHT);
  // Only anonymous functions in the page's code: a named one would carry the test runner's helpers.
  await page.waitForFunction((captured) => {
    const island = '[data-island], [data-island-component]';
    const unsettled = [...document.querySelectorAll(`${island}, img`)].filter((element) => {
      // Drawn in the captured part: an island's wrapper has no box of its own, nor its props' script.
      const drawn = (element.tagName === 'IMG' ? [element] : [...element.children]).some((child) => {
        const { width, height, top } = child.getBoundingClientRect();
        return (width > 0 || height > 0) && top + window.scrollY < captured;
      });
      if (!drawn) return false;
      if (element.tagName === 'IMG') return !(element as HTMLImageElement).complete;
      // An island of its own (one inside another is hydrated with it), hydrated without waiting for a visitor's first use.
      return (
        !element.parentElement?.closest(island) &&
        element.getAttribute('data-hydrate') !== 'interaction' &&
        !Object.keys(element).some((key) => key.startsWith('__reactContainer'))
      );
    });
    return unsettled.length === 0;
  }, CAPTURED_HEIGHT);
  // A hydrated island may still fetch a piece it shows later (the claim form's signature pad,
  // 300 px): the page is settled once its height has held for a second.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const height = document.documentElement.scrollHeight;
        setTimeout(() => resolve(document.documentElement.scrollHeight === height), 1000);
      }),
    undefined,
    { polling: 100 },
  );
}

/** The first screen and what follows, up to CAPTURED_HEIGHT, still: no animation, no caret, moving text hidden. */
export async function picture(page: Page, screen: Screen): Promise<Buffer> {
  const { width } = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Through each element's own style: the page's content security policy refuses a style sheet added to it.
  await page.evaluate((selectors) => {
    for (const element of selectors.length ? document.querySelectorAll<HTMLElement>(selectors.join(', ')) : []) {
      element.style.setProperty('color', 'transparent', 'important');
    }
  }, screen.moving ?? []);
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, CAPTURED_HEIGHT) },
    animations: 'disabled',
    caret: 'hide',
  });
}
