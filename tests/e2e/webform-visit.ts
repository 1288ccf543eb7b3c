import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, decidedConsentCookie, DESKTOP, MOBILE, reachForm } from './browser';

/** Opening a webform page with or without scripts, and checking it with axe either way. */

export interface Visit {
  page: Page;
  /** Every address the page requested, documents and posts included. */
  requested: string[];
  /** Each request's method and path, in order. */
  navigations: string[];
}

export async function visit(
  browser: Browser,
  path: string,
  javaScriptEnabled: boolean,
  viewport: { width: number; height: number } = DESKTOP,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Visit> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, colorScheme });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  const requested: string[] = [];
  const navigations: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (request.isNavigationRequest())
      navigations.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' });
  if (javaScriptEnabled) await reachForm(page);
  return { page, requested, navigations };
}

/**
 * axe-core waits on timers, which never fire in a page whose scripts are disabled. The page as
 * the visitor has it (after a post, too) is loaded again, from its HTML, in a page that runs the
 * test's scripts but none of the site's, with what only shows without scripts shown.
 */
export async function pageViolations(browser: Browser, page: Page, javaScriptEnabled: boolean): Promise<string[]> {
  if (javaScriptEnabled) return axeViolations(page);
  const copy = await scriptlessCopy(browser, page);
  const violations = await axeViolations(copy);
  await copy.context().close();
  return violations;
}

/**
 * The violations of a page without scripts at each width and colour scheme: its HTML does not
 * depend on them, so one copy of it (as pageViolations makes) is laid out again for each.
 */
export async function violationsInEveryLook(
  browser: Browser,
  page: Page,
): Promise<Array<{ width: number; scheme: 'light' | 'dark'; violations: string[] }>> {
  const copy = await scriptlessCopy(browser, page);
  const looks = [];
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const scheme of ['light', 'dark'] as const) {
      await copy.setViewportSize(viewport);
      await copy.emulateMedia({ colorScheme: scheme });
      // Laid out and painted in the new look before axe reads the colours.
      await copy.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      looks.push({ width: viewport.width, scheme, violations: await axeViolations(copy) });
    }
  }
  await copy.context().close();
  return looks;
}

async function scriptlessCopy(browser: Browser, page: Page): Promise<Page> {
  // Without its #fragment (a summary link followed): requests never carry one, so the route would miss it.
  const [html, url, viewport, colorScheme] = [
    await page.content(),
    page.url().split('#')[0]!,
    page.viewportSize()!,
    await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? ('dark' as const) : ('light' as const))),
  ];
  const context = await browser.newContext({ viewport, colorScheme });
  const copy = await context.newPage();
  await copy.route('**/*', (route) => {
    if (route.request().url() === url) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    return route.request().resourceType() === 'script' ? route.abort() : route.continue();
  });
  await copy.goto(url, { waitUntil: 'load' });
  await copy.addStyleTag({ content: '[class*="_withoutScripts_"] { display: revert !important; }' });
  return copy;
}
