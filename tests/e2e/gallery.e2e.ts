import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blockDefinitions } from '../../blocks';
import { axeViolations, DESKTOP, goTo, launchBrowser, MOBILE, openPage } from './browser';

/**
 * The block gallery is how a content architect sees a block: every registered type is listed,
 * and every example of its schema renders (no debug block, nothing emptied by a failure) with
 * zero axe violations, at phone and desktop widths.
 *
 * One tab per width goes from page to page, as a content architect pages through the gallery:
 * a fresh browser tab for each page cost three times the CPU of the page itself (docs/testing.md).
 * The tests of this file run one after another, so each finds its tab free.
 */
/** A type's gallery: a page with every example, or a page per example, each checked with axe. */
const GALLERY_TEST_MS = 180_000;

let browser: Browser;
let desktop: Page;
let phone: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  desktop = (await openPage(browser, '/_blocks', DESKTOP)).page;
  phone = (await openPage(browser, '/_blocks', MOBILE)).page;
});

afterAll(async () => {
  await browser.close();
});

const types = blockDefinitions.map((definition) => definition.type).sort();
const exampleCount = (type: string) =>
  (blockDefinitions.find((definition) => definition.type === type)!.schema.examples as unknown[]).length;

it('lists every registered block type', async () => {
  await goTo(desktop, '/_blocks');
  const listed = await desktop.locator('main a[href^="/_blocks/"]').allTextContents();
  expect(listed.sort()).toEqual(types);
  expect(await axeViolations(desktop)).toEqual([]);
});

describe.each(types)('gallery of %s', (type) => {
  // The phone frames repeat the full-width examples; each framed page is checked on its own below.
  it(
    'renders every example at full width, with its JSON and no failure, and passes axe',
    async () => {
      const page = desktop;
      await goTo(page, `/_blocks/${type}`);
      const examples = page.locator('[data-gallery-example]');
      expect(await examples.count()).toBe(exampleCount(type));
      expect(await page.locator('[data-gallery-problems]').count()).toBe(0);
      expect(await page.locator('[data-debug-block]').count()).toBe(0);
      for (let index = 0; index < exampleCount(type); index++) {
        const example = examples.nth(index);
        // A block whose renderer failed leaves its container without any element.
        expect(await example.locator('[data-gallery-render] > *:not(script)').count()).toBeGreaterThan(0);
        expect(await example.locator('pre').textContent()).toContain(`"type": "${type}"`);
      }
      expect(await axeViolations(page)).toEqual([]);
    },
    GALLERY_TEST_MS,
  );

  it(
    'renders every example alone on a phone-sized page, and passes axe',
    async () => {
      const page = phone;
      for (let number = 0; number < exampleCount(type); number++) {
        await goTo(page, `/_blocks/${type}/${number}`);
        expect(await page.locator('[data-debug-block]').count()).toBe(0);
        expect(await page.locator('main > *:not(h1, script)').count()).toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);
      }
    },
    GALLERY_TEST_MS,
  );
});
