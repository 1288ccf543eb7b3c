import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, decidedConsentCookie, FULL_CHROMIUM, launchBrowser } from './browser';
import { compareWithReference } from './looks-pictures';
import { NIGHT_BEFORE, picture, SCREENS, settle, VARIANTS, visit } from './looks-screens';
import { startServer, type RunningServer } from './server';

/**
 * The site looks as designed: twelve screens a visitor meets most, at a phone's and a desktop's
 * width, in the light and the dark theme, drawn as their reference pictures in tests/e2e/looks/
 * (docs/testing.md, "Reference pictures"). Each picture is the first screen and what follows, up
 * to CAPTURED_HEIGHT; each screen stays free of axe violations.
 *
 * The pictures hold still: a server of its own, whose clock starts when the file does at 02:00
 * on the suite's Thursday, before the first train of the day, so no departure leaves, none joins
 * the board and no delay is announced while the file runs (the shared servers' clocks have run
 * on for as long as the suite has, and a board changes every minute of the day); the browser's
 * clock agrees; motion is reduced, the caret hidden, the font loaded, consent decided; the only
 * text that moves with the clock (the minute the journey search starts from, "updated at" on the
 * board, the train's page and the traffic page) is made transparent.
 */

let server: RunningServer;
let browser: Browser;
// The server loads the national timetable before it answers: startServer gives it two minutes on a busy machine.
beforeAll(async () => {
  server = await startServer({ env: { QUAI_TEST_NOW: NIGHT_BEFORE } });
  // The pictures are the full browser's, as a visitor's draws the page.
  browser = await launchBrowser([], FULL_CHROMIUM);
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(VARIANTS)('on a $width, $colorScheme theme', ({ viewport, colorScheme }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
    await context.clock.install({ time: NIGHT_BEFORE });
    await context.addCookies([decidedConsentCookie(server.url)]);
    page = await context.newPage();
    // The font arrives within the first page's short wait only from the cache: a first page fetches it.
    await visit('/')(page, server.url);
    await page.evaluate(() => document.fonts.ready);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(SCREENS)('$name looks as its reference picture, with no axe violation', async (screen) => {
    await screen.open(page, server.url);
    await settle(page);
    const problem = compareWithReference(`${screen.name}-${viewport.width}-${colorScheme}`, await picture(page, screen));
    expect(problem).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
  });
});
