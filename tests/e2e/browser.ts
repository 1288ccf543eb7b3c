import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { TEST_NOW } from './test-now';
import { PAGE_LOAD_MS, WAIT_MS } from './waits';

/**
 * Debian's Chromium: tests never download a browser. The end-to-end tests drive its headless
 * shell (Debian's `chromium-headless-shell`: the same build's headless mode without the full
 * browser around it), where a page costs a third of the CPU it costs the full browser run
 * headless (docs/testing.md, ninth step); the suite's time is that CPU.
 */
const CHROMIUM = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * The full browser, for the tests whose subject is the browser a visitor has: the reference
 * pictures (the shell draws text a few pixels differently) and the check that the site installs.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The run's server this file uses: the one of its worker, which no other running file shares. */
function ownServer(): { url: string; dataDirectory: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('the end-to-end global setup started no server');
  return server;
}

export function baseUrl(): string {
  return ownServer().url;
}

/** Where this file's server keeps its store: a test reads what only the server knows there. */
export function serverDataDirectory(): string {
  return ownServer().dataDirectory;
}

/** The switches every test browser starts with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's Chromium (its headless shell unless a file asks for the full browser, with switches of
 * the file's own, if any), every tab of which waits as long as above: every context it makes gets
 * the waits (`browser.newPage()` makes its context the same way).
 */
export async function launchBrowser(extraArgs: readonly string[] = [], executablePath = CHROMIUM): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => withTestWaits(await newContext(options));
  return browser;
}

/** A context whose tabs wait as long as PAGE_LOAD_MS and WAIT_MS say. */
export function withTestWaits(context: BrowserContext): BrowserContext {
  context.setDefaultNavigationTimeout(PAGE_LOAD_MS);
  context.setDefaultTimeout(WAIT_MS);
  return context;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Every script URL the page requested. */
  scripts: string[];
}

/** A page at the given viewport that records console errors and the scripts it loads. */
/** The text of the element that has the keyboard focus, trimmed ('' when there is none). */
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * The consent manager's cookie for a visitor who already chose (necessary cookies only): pages
 * open without the consent banner over them. Tests of the banner itself pass consent: 'undecided'.
 */
export function decidedConsentCookie(url: string) {
  const now = new Date().toISOString();
  const decision = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: '6c0f3f8e-5b1a-4c55-9d0e-3c1f1c2a7b10',
    services: { necessary: [], analytics: [] },
    languageCode: 'fr',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 24 * 3600 * 1000,
  };
  return { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(decision)), url };
}

/** The built files of the consent manager (vanilla-cookieconsent, its styles, its configuration). */
function consentManagerFiles(): string[] {
  const manifest = JSON.parse(readFileSync(`${process.env.QUAI_DIST_DIR ?? 'dist'}/client/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; src?: string; imports?: string[]; css?: string[] }
  >;
  const manager = manifest['site/shell/consent/consent-manager.ts']!;
  const chunks = [manager, ...(manager.imports ?? []).map((key) => manifest[key]!).filter((chunk) => /consent/.test(chunk.file))];
  return chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
}

/** Whether the page has fetched any file of the consent manager. */
export async function consentManagerLoaded(page: Page): Promise<boolean> {
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  const files = consentManagerFiles();
  return fetched.some((path) => files.some((file) => path === `/${file}`));
}

/**
 * Starts the browser's clock at the server's (TEST_NOW), flowing from there: where the page reads
 * its own clock (today's date in a form, date windows, a countdown), it agrees with the server.
 */
export function installTestClock(context: BrowserContext): Promise<void> {
  return context.clock.install({ time: TEST_NOW });
}

export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { colorScheme?: 'light' | 'dark'; consent?: 'decided' | 'undecided'; unreachable?: readonly string[]; testClock?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, colorScheme: options.colorScheme ?? 'light' });
  if (options.testClock) await installTestClock(context);
  // Paths the network fails to deliver, as when a third-party file is gone or blocked.
  for (const path of options.unreachable ?? []) await context.route(`**${path}`, (route) => route.abort());
  if (options.consent !== 'undecided') await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await goTo(page, path);
  return { page, errors, scripts };
}

/**
 * A file's tabs kept open, one per viewport and colour scheme, for tests that need nothing of
 * their own in the browser (no cookies, storage, routes or clock of their own): each test takes
 * the tab to its page (goTo), as following a link does, instead of opening a fresh one, which
 * costs about three times the page's own CPU (docs/testing.md). The tab's errors and scripts are
 * the page's own: emptied at each page. Tests leave the tabs open; `close` ends them. `browser`
 * is asked for at the first page, so a describe can make its tabs before its browser is launched.
 */
export function keptTabs(browser: () => Browser) {
  const tabs = new Map<string, Promise<WatchedPage>>();
  return {
    async open(
      path: string,
      viewport: { width: number; height: number } = DESKTOP,
      colorScheme: 'light' | 'dark' = 'light',
    ): Promise<WatchedPage> {
      const key = `${viewport.width}x${viewport.height} ${colorScheme}`;
      const kept = tabs.get(key);
      if (!kept) {
        const opened = openPage(browser(), path, viewport, { colorScheme });
        tabs.set(key, opened);
        // A tab that failed to open is opened afresh by the next test, not failed again.
        opened.catch(() => tabs.delete(key));
        return opened;
      }
      const tab = await kept;
      tab.errors.splice(0);
      tab.scripts.splice(0);
      await goTo(tab.page, path);
      return tab;
    },
    close: async () => {
      for (const tab of tabs.values()) await (await tab).page.context().close();
      tabs.clear();
    },
  };
}

/**
 * Takes an open tab to another page of this file's server, as following a link does. Cheaper
 * than a fresh tab (openPage) by about three times the page's own CPU: walks over many pages use it.
 */
export async function goTo(page: Page, path: string): Promise<void> {
  await untilNetworkQuiet(page, () => page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'commit' }));
}

/** How long a page's network stays quiet before the page counts as loaded (Playwright's own measure). */
const QUIET_MS = 500;

/**
 * Runs `action` (a navigation, a reload), then waits for the document's load and until none of
 * the page's frames has had a request open for QUIET_MS (live-update streams aside), failing
 * after PAGE_LOAD_MS with the requests still open. Playwright's 'networkidle' means the same but
 * also waits on each frame's lifecycle as Playwright tracks it: on the block galleries (an iframe
 * per phone-sized example) it now and then never came on a slow machine, with no request open
 * (reproduced with the CPU slowed four times: three galleries of 52 in one walk).
 */
export async function untilNetworkQuiet(page: Page, action: () => Promise<unknown>): Promise<void> {
  const open = new Map<Request, number>();
  let changedAt = Date.now();
  const opened = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    open.set(request, Date.now());
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    if (open.delete(request)) changedAt = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + PAGE_LOAD_MS;
  try {
    await action();
    await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: Math.max(1, deadline - Date.now()) });
    while (open.size > 0 || Date.now() - changedAt < QUIET_MS) {
      if (Date.now() > deadline) {
        const still = [...open].map(([request, since]) => `${request.method()} ${request.url()} (open ${Date.now() - since} ms)`);
        throw new Error(`${page.url()}: the network was not quiet within ${PAGE_LOAD_MS} ms; requests still open: ${still.join(', ')}`);
      }
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', opened);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.x A and AA rules) and returns one readable line per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Waits until the island matching the selector has been hydrated (its React root is attached). */
async function islandHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((island) => {
    const element = document.querySelector(island);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactContainer'));
  }, selector);
}

/** Waits until the block island of the given type has been hydrated. */
export function blockIslandHydrated(page: Page, type: string): Promise<void> {
  return islandHydrated(page, `[data-island="${type}"]`);
}

/** Waits until the shell's component island of the given name (the header) has been hydrated: its buttons then respond. */
function componentIslandHydrated(page: Page, name: string): Promise<void> {
  return islandHydrated(page, `[data-island-component="${name}"]`);
}

/**
 * The visitor's pointer comes over a block hydrated on interaction (the results list), as it does
 * before any click there: resolves once the block's island is hydrated.
 */
export async function reachBlock(page: Page, type: string): Promise<void> {
  await page
    .locator(`[data-island="${type}"] > :not(link, meta, script, style)`)
    .first()
    .hover({ position: { x: 2, y: 2 } });
  await blockIslandHydrated(page, type);
}

/**
 * The visitor's pointer comes to the page's form (its top corner, in view on a page that is a
 * form), as it does before they fill it in: the form, hydrated on interaction, then loads;
 * resolves once it is ready (`data-ready`: validation, #states and the captcha run).
 */
export async function reachForm(page: Page): Promise<void> {
  await page
    .locator('[data-island="webform-block"] form')
    .first()
    .hover({ position: { x: 2, y: 2 } });
  await page.locator('form[data-ready]').waitFor();
}

/**
 * The visitor's pointer comes over the header (its logo), as it does before any click or tap
 * there: the header, hydrated on interaction, then loads; resolves once its buttons answer.
 */
export async function reachHeader(page: Page): Promise<void> {
  await page.locator('[data-island-component="header"] header a:has(img)').first().hover();
  await componentIslandHydrated(page, 'header');
}

/**
 * Waits until the page's script answers the consent banner's buttons and the links to the
 * preferences (CONSENT_READY_ATTRIBUTE of consent-on-page.ts, written out: importing it would load
 * the site's i18n and React into every end-to-end file for one name).
 */
export async function consentAnswers(page: Page): Promise<void> {
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
}

/** A visitor who is asked for consent (the banner covers part of a phone screen) refuses it, as a visitor would. */
export async function refuseCookiesIfAsked(page: Page): Promise<void> {
  const refuse = page.getByRole('button', { name: /^(Tout refuser|Reject all)$/ });
  if (!(await refuse.isVisible())) return;
  // The server's banner shows at once; its buttons work once the page's script runs.
  await consentAnswers(page);
  await refuse.click();
}
