import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { click, pause } from './person/pace';
import { addBlock, draftJson, openPlayground, phonePreview, retype, validateDownloaded } from './person/playground';

/**
 * The content playground as a content architect uses it, at a person's pace: keys typed one by
 * one, a pause after each action, Tab between fields as well as the mouse. A page of five blocks
 * is composed by form and by JSON, previewed, broken and mended, shared by its link and
 * downloaded as a content file that `validate-content` accepts.
 */
const TYPING = { delay: 100 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const jsonText = (page: Page) => page.getByRole('textbox', { name: 'Page document (JSON)' }).textContent();

it('composes a page of five blocks by form and by JSON, previews it, breaks and mends a field, shares and downloads it', async () => {
  const page = await openPlayground(browser);

  // The page's own fields, from the keyboard: Tab from one to the next.
  await retype(page.getByRole('textbox', { name: 'Id' }), 'night-trains');
  await page.keyboard.press('Tab');
  await pause(page);
  // Tab reached the locale select: it opens from the keyboard.
  await page.keyboard.press('Enter');
  await pause(page);
  await click(page.getByRole('option', { name: 'en' }));
  await retype(page.getByRole('textbox', { name: 'Path' }), '/en/night-trains');
  await retype(page.getByRole('textbox', { name: 'Title' }), 'Night trains');

  // Three blocks by form.
  await addBlock(page, 'banner', /Add banner, empty/);
  await click(page.getByRole('button', { name: 'Edit banner 1' }));
  await retype(page.getByRole('textbox', { name: 'Title' }).last(), 'Sleep on board');
  await addBlock(page, 'quotation', /Add quote, empty/);
  await click(page.getByRole('button', { name: 'Edit quote 2' }));
  await page.keyboard.press('Tab');
  await pause(page);
  await retype(page.getByRole('textbox', { name: 'Text' }).last(), 'The best way to travel.');
  await addBlock(page, 'figures', /Add key-figures, example 1/);

  // Two more by JSON: typed after the last block, before the list closes.
  const editor = page.getByRole('textbox', { name: 'Page document (JSON)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(', {"type": "paragraph", "text": "<p>Typed by hand</p>"}', TYPING);
  await pause(page);
  await page.keyboard.type(', {"type": "quote", "text": "Second quote"}', TYPING);
  await page.keyboard.press('Escape');
  await pause(page);

  await expect
    .poll(async () => (await draftJson(page)).blocks.map((block: { type: string }) => block.type))
    .toEqual(['banner', 'quote', 'key-figures', 'paragraph', 'quote']);
  // The form follows the JSON: the outline lists the typed blocks.
  await expect.poll(() => page.getByRole('row').count()).toBe(5);
  // And the JSON follows the form.
  expect(await jsonText(page)).toContain('"title": "Sleep on board"');

  // Reordered with the fourth block's "Move up" button.
  await click(page.getByRole('button', { name: 'Move paragraph 4 up' }));
  await expect
    .poll(async () => (await draftJson(page)).blocks.map((block: { type: string }) => block.type))
    .toEqual(['banner', 'quote', 'paragraph', 'key-figures', 'quote']);
  // And with the mouse, by dragging the first block below the second.
  // (The whole row is what a mouse drags; its ⠿ button is the keyboard's and screen readers' way.)
  const target = page.getByRole('row', { name: /^quote 2/ });
  const box = (await target.boundingBox())!;
  await page.getByRole('row', { name: /^banner 1/ }).dragTo(target, { targetPosition: { x: box.width / 2, y: box.height - 4 } });
  await pause(page);
  await expect
    .poll(async () => (await draftJson(page)).blocks.map((block: { type: string }) => block.type))
    .toEqual(['quote', 'banner', 'paragraph', 'key-figures', 'quote']);

  // The preview is the server's rendering of the draft.
  const preview = await phonePreview(page);
  expect(await preview.getByText('Typed by hand').count()).toBe(1);
  expect(await preview.getByRole('heading', { name: 'Night trains' }).count()).toBe(1);

  // A required text emptied: the loader's problem, with its pointer, in the list, in the editor and in the preview.
  await click(page.getByRole('button', { name: 'Edit quote 1' }));
  await retype(page.getByRole('textbox', { name: 'Text' }).last(), '');
  const problem = 'site/content/pages/night-trains.en.json#/blocks/0/text: quote: must NOT have fewer than 1 characters';
  await expect.poll(() => page.getByRole('region', { name: 'Problems' }).textContent()).toContain(problem);
  await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
  const previewWithTheProblem = await phonePreview(page);
  expect(await previewWithTheProblem.locator('[data-playground-problem="/blocks/0"]').count()).toBe(1);
  expect(await previewWithTheProblem.getByText('Typed by hand').count()).toBe(1);
  await retype(page.getByRole('textbox', { name: 'Text' }).last(), 'The best way to travel.');
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /valid|problem/ })
        .textContent(),
    )
    .toBe('The page is valid.');

  // Shared: the link alone brings the draft back, in another browser.
  await expect.poll(() => page.url()).toMatch(/#draft=/);
  const link = page.url();
  const elsewhere = await openPlayground(browser, new URL(link).pathname + new URL(link).hash);
  await expect.poll(async () => (await draftJson(elsewhere)).title).toBe('Night trains');
  expect(await jsonText(elsewhere)).toContain('Typed by hand');
  await elsewhere.context().close();

  // Downloaded: the content file, which the content validator accepts as a page of the site.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    click(page.getByRole('button', { name: 'Download site/content/pages/night-trains.en.json' })),
  ]);
  expect(download.suggestedFilename()).toBe('night-trains.en.json');
  const saved = JSON.parse(await download.path().then((path) => readFileSync(path, 'utf8')));
  expect(saved).toEqual(await draftJson(page));
  expect(await validateDownloaded(download, 'night-trains.en.json')).toContain('Content is valid: 1 page(s).');
  await page.context().close();
}, 300_000);

it('has no axe violations, with a block open in the form', async () => {
  const page = await openPlayground(browser);
  await addBlock(page, 'banner', /Add banner, example 1/);
  await click(page.getByRole('button', { name: 'Edit banner 1' }));
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
}, 120_000);
