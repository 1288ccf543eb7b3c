import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import type { Browser, Download, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { goTo } from '../browser';
import { click, pause, type } from './pace';

/**
 * The content playground as a content architect sees it, for the person-paced journeys: a wide
 * window (the form, the block and the JSON side by side, the preview below), downloads accepted.
 */
const WIDE = { width: 1600, height: 1000 } as const;

export async function openPlayground(browser: Browser, path = '/_playground'): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE, acceptDownloads: true });
  const page = await context.newPage();
  // A rich text of a few hundred characters, typed key by key, takes most of a minute.
  page.setDefaultTimeout(90_000);
  await goTo(page, path);
  await page.getByRole('heading', { name: 'Content playground', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Page document (JSON)' }).waitFor();
  await pause(page);
  return page;
}

/**
 * Replaces a field's text: all selected, then typed over key by key (erased first, an optional
 * field would leave the document, and the form with it), or erased when the text is empty.
 */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.page().keyboard.press('ControlOrMeta+a');
  if (text) await type(field, text);
  else {
    await field.page().keyboard.press('Backspace');
    await pause(field.page());
  }
}

/**
 * Adds a block from the catalogue to a list of blocks (the page's, or the one inside `where`):
 * searched by a word, then one of its starting points.
 */
export async function addBlock(page: Page, search: string, choice: RegExp, where: Page | Locator = page): Promise<void> {
  await click(where.getByRole('button', { name: '+ Add a block to blocks' }));
  const dialog = page.getByRole('dialog');
  await type(dialog.getByRole('searchbox', { name: /Search blocks/ }), search);
  await click(dialog.getByRole('button', { name: choice }));
}

/** Picks an option of one of the playground's selects (a react-aria Select, named by its label), in `where`. */
export async function choose(page: Page, select: string | RegExp, option: string | RegExp, where: Page | Locator = page): Promise<void> {
  await click(where.getByRole('button', { name: select }));
  await click(page.getByRole('option', { name: option, exact: typeof option === 'string' }));
}

/**
 * Saves a downloaded content file where the content validator reads pages and runs it: its
 * output, which says how many pages are valid, or throws with the problems. Alone, or among the
 * site's own content (in place of the file of its name), where its links lead somewhere.
 */
export async function validateDownloaded(download: Download, name: string, { amongTheSite = false } = {}): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'quai-playground-'));
  if (amongTheSite) cpSync('site/content', folder, { recursive: true });
  else mkdirSync(join(folder, 'pages'));
  await download.saveAs(join(folder, 'pages', name));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/validate-content.ts', folder]);
  return stdout;
}

/** The draft as the playground keeps it (local storage), parsed. */
export const draftJson = async (page: Page) =>
  JSON.parse(await page.evaluate(() => localStorage.getItem('quai.playground.draft') ?? 'null'));

/**
 * The preview's frame at 390 px (the 1280 px one is shown at half its size), once it shows the
 * draft as stored: the form that sends the frame its page carries the stored draft, and the
 * frame no longer says it is updating. What is done in a frame about to be replaced is lost, as
 * a person who waits for "updating…" to go knows.
 */
export async function phonePreview(page: Page): Promise<FrameLocator> {
  const frame = page.locator('figure:has(iframe[name="playground-preview-phone"])');
  await expect
    .poll(
      async () => {
        const sent = JSON.parse(await frame.locator('input[name="draft"]').inputValue());
        return isDeepStrictEqual(sent, await draftJson(page)) && (await frame.getAttribute('aria-busy')) === 'false';
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return page.frameLocator('iframe[name="playground-preview-phone"]');
}
