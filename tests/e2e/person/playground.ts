import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { baseUrl } from '../browser';
import { click, pause, type } from './pace';

/**
 * The content playground as a content architect sees it, for the person-paced journeys: a wide
 * window (the form, the block and the JSON side by side, the preview below), downloads accepted.
 */
const WIDE = { width: 1600, height: 1000 } as const;

export async function openPlayground(browser: Browser, path = '/_playground'): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'networkidle' });
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

/** Adds a block from the catalogue to a list of blocks: searched by a word, then one of its starting points. */
export async function addBlock(page: Page, search: string, choice: RegExp, list = 'blocks'): Promise<void> {
  await click(page.getByRole('button', { name: `+ Add a block to ${list}` }));
  const dialog = page.getByRole('dialog');
  await type(dialog.getByRole('searchbox', { name: /Search blocks/ }), search);
  await click(dialog.getByRole('button', { name: choice }));
}

/** Picks an option of one of the playground's selects (a react-aria Select, named by its label). */
export async function choose(page: Page, select: string | RegExp, option: string | RegExp): Promise<void> {
  await click(page.getByRole('button', { name: select }));
  await click(page.getByRole('option', { name: option, exact: typeof option === 'string' }));
}

/** The draft as the playground keeps it (local storage), parsed. */
export const draftJson = async (page: Page) =>
  JSON.parse(await page.evaluate(() => localStorage.getItem('quai.playground.draft') ?? 'null'));

/** The preview's frame at 390 px (the 1280 px one is shown at half its size). */
export const phonePreview = (page: Page): FrameLocator => page.frameLocator('iframe[name="playground-preview-phone"]');
