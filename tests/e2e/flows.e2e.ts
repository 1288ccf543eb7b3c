import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { userEvents } from '../../site/devtools/flows/chart';
import { flowEntries } from '../../site/devtools/flows/registry';
import { axeViolations, baseUrl, DESKTOP, keptTabs, launchBrowser, MOBILE, openPage } from './browser';
import { startServer } from './server';

/**
 * The flow inspector as a developer uses it: every machine of machines/ is listed and has its
 * page; each event the initial state accepts can be sent from it; a run goes through effects,
 * the clock, time travel and a branch, and exports as a test; the pages pass axe at phone and
 * desktop widths, in light and dark; visitors' pages never load the hosted inspector's code.
 */
let browser: Browser;
// The inspector's pages keep their run in the address: a page opened again starts afresh.
const tabs = keptTabs(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await tabs.close();
  await browser.close();
});

const names = flowEntries.map((entry) => entry.name).sort();
const stateShown = (page: Page) => page.locator('[data-flows-state] code').textContent();
const historyLines = (page: Page) => page.locator('.flows-history li').allTextContents();

async function send(page: Page, type: string, payload?: string) {
  const event = page.locator(`[data-flows-event="${type}"]`);
  if (payload !== undefined) await event.locator('textarea').fill(payload);
  await Promise.all([page.waitForURL(/run=/), event.getByRole('button', { name: type, exact: true }).click()]);
}

async function answer(page: Page, effect: string, button: RegExp, text: string) {
  const form = page.locator(`[data-flows-effect="${effect}"]`);
  await form.locator('textarea').fill(text);
  await Promise.all([page.waitForURL(/run=/), form.getByRole('button', { name: button }).click()]);
}

it('lists every machine of machines/ with its counts, and passes axe at both widths', async () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, errors } = await tabs.open('/_flows', viewport);
    expect((await page.locator('main a[href^="/_flows/"]').allTextContents()).sort()).toEqual(names);
    expect(await page.locator('[data-flows-machine="vat-check"]').textContent()).toMatch(
      /5 états · 3 événements · \d+ plus courts chemins/,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }
});

describe.each(names)('the page of %s', (name) => {
  const entry = flowEntries.find((item) => item.name === name)!;

  it('renders its diagram, context and events, and passes axe (1280 px light, 375 px dark)', async () => {
    for (const [viewport, colorScheme] of [
      [DESKTOP, 'light'],
      [MOBILE, 'dark'],
    ] as const) {
      const { page, errors } = await tabs.open(`/_flows/${name}`, viewport, colorScheme);
      expect(await page.locator('h1').textContent()).toBe(name);
      expect(await page.locator('svg a.flows-state-link').count()).toBeGreaterThan(0);
      expect(await page.locator('svg a .flows-current').count()).toBeGreaterThan(0);
      expect(
        (
          await page.locator('[data-flows-event]').evaluateAll((items) => items.map((item) => item.getAttribute('data-flows-event')))
        ).sort(),
      ).toEqual(userEvents(entry.machine));
      expect(await page.locator('[data-flows-context]').textContent()).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it('sends each event the initial state accepts; the others are disabled', async () => {
    const { page } = await tabs.open(`/_flows/${name}`);
    const types = await page
      .locator('[data-flows-event]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-flows-event')!));
    const enabled: string[] = [];
    for (const type of types) {
      const button = page.locator(`[data-flows-event="${type}"] button`);
      if (await button.isDisabled())
        expect(await page.locator(`[data-flows-event="${type}"]`).textContent()).toContain('ignoré dans cet état');
      else enabled.push(type);
    }
    expect(enabled.length).toBeGreaterThan(0);
    for (const type of enabled) {
      // The machine's page again, its run started afresh.
      const { page: fresh, errors } = await tabs.open(`/_flows/${name}`);
      await send(fresh, type);
      expect(new URL(fresh.url()).searchParams.get('run')).toContain(`"type":"${type}"`);
      expect(await fresh.locator('[aria-current="step"]').textContent()).toContain(`send ${type}`);
      expect(errors).toEqual([]);
    }
  });
});

it('steps through the VAT check: a fake answer, time travel, a branch, and an exported test', async () => {
  const { page, errors } = await openPage(browser, '/_flows/vat-check');
  expect(await page.locator('[data-flows-event="vat.check"] button').isDisabled()).toBe(true);
  await send(page, 'vat.country');
  await send(page, 'vat.number');
  await send(page, 'vat.check');
  expect(await stateShown(page)).toBe('loading');
  expect(await page.locator('[data-flows-effect="check"]').textContent()).toContain('{"country":"FR","number":"40303265045"}');
  await answer(page, 'check', /^Réussir/, '{"valid": true, "message": "SNCF VOYAGEURS"}');
  expect(await stateShown(page)).toBe('valid');
  expect(await page.locator('[data-flows-context]').textContent()).toContain('SNCF VOYAGEURS');

  // Back to the call, still pending: the answer that followed is shown as the future.
  await Promise.all([page.waitForURL(/at=3/), page.locator('.flows-history a', { hasText: 'send vat.check' }).click()]);
  expect(await stateShown(page)).toBe('loading');
  expect(await page.locator('.flows-future').count()).toBe(1);
  await answer(page, 'check', /^Échouer/, '{"message": "down"}');
  expect(await stateShown(page)).toBe('failed');
  expect(await historyLines(page)).toEqual([
    'Départ → notRun',
    'send vat.country → notRun',
    'send vat.number → notRun',
    'send vat.check → loading',
    'reject check · vous êtes ici → failed',
  ]);

  const href = await page.getByRole('link', { name: /Exporter ces 4 pas/ }).getAttribute('href');
  const response = await fetch(new URL(href!, baseUrl()));
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="vat-check.recorded.test.ts"');
  const source = await response.text();
  expect(source).toContain("import { vatCheckMachine } from './vat-check';");
  expect(source).toContain('flow.reject("check", {"message":"down"});');
  expect(source).toContain('"value":"failed"');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('runs the toasts on the simulated clock: an error toast is gone once 5000 ms have passed', async () => {
  const { page } = await openPage(browser, '/_flows/toasts');
  await send(page, 'toast.add');
  expect(await page.locator('[data-flows-context]').textContent()).toContain('toast-1');
  expect(await page.getByText('1 événement différé, le prochain dans 5000 ms.').count()).toBe(1);
  await page.getByLabel('Millisecondes').fill('4999');
  await Promise.all([page.waitForURL(/advance/), page.getByRole('button', { name: 'Avancer le temps' }).click()]);
  expect(await page.locator('[data-flows-context]').textContent()).toContain('toast-1');
  await Promise.all([page.waitForURL(/%22ms%22%3A1%7D/), page.getByRole('button', { name: 'Avancer le temps' }).click()]);
  expect(await page.locator('[data-flows-context]').textContent()).not.toContain('toast-1');
  expect(await page.getByText('Temps écoulé : 5000 ms').count()).toBe(1);
  await page.context().close();
});

it('refuses a payload that is not JSON with 400 and the reason, keeping what was typed', async () => {
  const { page } = await openPage(browser, '/_flows/vat-check');
  const responses: number[] = [];
  page.on('response', (response) => responses.push(response.status()));
  await page.locator('[data-flows-event="vat.country"] textarea').fill('{"country": FR}');
  await page.getByRole('button', { name: 'vat.country', exact: true }).click();
  await page.waitForSelector('[role="alert"]');
  expect(responses[0]).toBe(400);
  expect(await page.getByRole('alert').textContent()).toContain('the payload of vat.country is not valid JSON');
  expect(await page.locator('[data-flows-event="vat.country"] textarea').inputValue()).toBe('{"country": FR}');
  await page.context().close();
});

it('is operable with the keyboard: the diagram states and the event buttons take focus in turn', async () => {
  const { page } = await openPage(browser, '/_flows/vat-check');
  const focused: string[] = [];
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    focused.push(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''),
    );
  }
  expect(focused).toContain('État notRun, actuel');
  expect(focused).toContain('État loading');
  expect(focused).toContain('vat.country');
  // A state link leads to its transitions in the list beside the diagram.
  await page.locator('svg a[aria-label="État loading"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/#state-vatCheck-loading$/);
  expect(await page.locator('#state-vatCheck-loading').textContent()).toContain('error: check → failed');
  await page.context().close();
});

it('loads the hosted inspector only on a page asked with ?inspect, in a chunk no other page loads', async () => {
  const plain = await openPage(browser, '/_blocks/vertical-timeline/0');
  expect(plain.scripts.length).toBeGreaterThan(0);
  expect(plain.scripts.filter((url) => url.includes('browser-inspect'))).toEqual([]);
  for (const url of plain.scripts) expect(await (await fetch(url)).text()).not.toContain('stately.ai/inspect');
  await plain.page.context().close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  // The hosted inspector opens a window of its own; offline, that window stays empty.
  context.on('page', (popup) => void popup.close());
  const response = await page.goto(new URL('/_blocks/vertical-timeline/0?inspect', baseUrl()).toString());
  expect(response!.headers()['cross-origin-opener-policy']).toBeUndefined();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('browser-inspect')));
  expect(scripts.some((url) => url.includes('browser-inspect'))).toBe(true);
  await context.close();

  const manifest = JSON.parse(readFileSync(`${process.env.QUAI_DIST_DIR ?? 'dist'}/client/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.includes('entry'))!.file;
  expect(readFileSync(`${process.env.QUAI_DIST_DIR ?? 'dist'}/client/${entryFile}`, 'utf8')).not.toContain('stately.ai/inspect');
});

it('is hidden with QUAI_DEV_TOOLS=off', async () => {
  const server = await startServer({ env: { QUAI_DEV_TOOLS: 'off' } });
  try {
    for (const path of ['/_flows', '/_flows/vat-check', '/_flows/vat-check/export'])
      expect((await fetch(server.url + path)).status, path).toBe(404);
  } finally {
    // Nothing to keep: no graceful shutdown waiting on idle connections.
    await server.stop('SIGKILL');
  }
});
