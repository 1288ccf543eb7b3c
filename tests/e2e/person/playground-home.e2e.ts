import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goTo, launchBrowser } from '../browser';
import { click, isFocused, keepScreenshot, paste, pause, press, sees, type } from './pace';
import { addBlock, choose, draftJson, openPlayground, phonePreview, retype, validateDownloaded } from './playground';

/**
 * The playground's promise, kept at a person's pace: a content architect builds the English home
 * page's blocks from scratch with the forms alone (no JSON typed: short fields typed key by key,
 * its paragraphs pasted from where they were written), puts one back in its place with the
 * keyboard, downloads the file, and the file is the site's own home page: the content validator
 * accepts it, it holds the same blocks, and it renders as the site renders its home.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const home = JSON.parse(readFileSync('site/content/pages/home.en.json', 'utf8'));
const [hero, tiles, welcome, news, figures, layout, luggage] = home.blocks;
const [search] = hero.blocks;

/** The form of the block being edited (its region is named after its type and pointer). */
const blockForm = (page: Page, type: string) => page.getByRole('region', { name: new RegExp(`^Block ${type} `) });

/**
 * Copy longer than this is written elsewhere and pasted, as an editor does with a paragraph;
 * shorter text (titles, labels, addresses) is typed key by key.
 */
const PASTED_FROM_LENGTH = 100;

/** Puts a text in a field as its author would: typed when short, pasted when it is a paragraph. */
const write = (field: Locator, text: string) => (text.length > PASTED_FROM_LENGTH ? paste(field, text) : type(field, text));

/** Adds an optional field of an object (its "+" button), then writes its text. */
async function addText(where: Locator, field: string, text: string) {
  await click(where.getByRole('button', { name: `+ ${field}`, exact: true }));
  await write(where.getByRole('textbox', { name: new RegExp(`^${field}`) }).last(), text);
}

async function fillBanner(page: Page, banner: (typeof layout.rows)[0]['blocks'][0]) {
  const form = blockForm(page, 'banner');
  await type(form.getByRole('textbox', { name: 'Title', exact: true }), banner.title);
  await choose(page, /\bBackground color$/, banner.backgroundColor, form);
  await addText(form, 'Text', banner.text);
  await click(form.getByRole('button', { name: '+ Image', exact: true }));
  await type(form.getByRole('textbox', { name: 'Src' }), banner.image.src);
  await click(form.getByRole('button', { name: '+ Link', exact: true }));
  await type(form.getByRole('textbox', { name: 'Href' }), banner.link.href);
  await type(form.getByRole('textbox', { name: 'Label' }), banner.link.label);
  await click(form.getByRole('button', { name: '+ Variant', exact: true }));
  if (banner.link.variant !== 'text') await choose(page, /\bVariant$/, banner.link.variant, form);
}

/**
 * Moves a block of the outline one place up from the keyboard alone: into the outline with Tab,
 * down to its row, along it to its "up" button, Enter.
 */
async function moveUpByKeyboard(page: Page, settings: Locator, row: string) {
  const outline = settings.getByRole('grid', { name: 'Blocks' });
  await settings
    .getByRole('button', { name: '+ Metatags' })
    .or(settings.getByRole('button', { name: 'Remove metatags' }))
    .first()
    .focus();
  for (let presses = 0; presses < 30 && !(await outline.evaluate((grid) => grid.contains(document.activeElement))); presses++)
    await page.keyboard.press('Tab');
  await pause(page);
  for (let step = 0; step < 8 && !(await isFocused(outline.getByRole('row', { name: new RegExp(`^${row}`) }))); step++)
    await press(page, 'ArrowDown');
  const up = outline.getByRole('button', { name: `Move ${row} up` });
  for (let step = 0; step < 5 && !(await isFocused(up)); step++) await press(page, 'ArrowRight');
  expect(await isFocused(up)).toBe(true);
  await press(page, 'Enter');
}

it('builds the home page from scratch by form, reorders by keyboard, and downloads the site’s own home page', async () => {
  const page = await openPlayground(browser);
  const settings = page.getByRole('group', { name: 'Page settings' });

  // The page's own fields.
  await retype(settings.getByRole('textbox', { name: 'Id', exact: true }), home.id);
  await retype(settings.getByRole('textbox', { name: 'Path', exact: true }), home.path);
  await choose(page, /\bLayout$/, home.layout);
  await retype(settings.getByRole('textbox', { name: 'Title', exact: true }), home.title);
  await click(settings.getByRole('button', { name: '+ Metatags' }));
  await addText(settings, 'Description', home.metatags.description);

  // The journey search, on the header's picture.
  await addBlock(page, 'hero', /Add search-hero, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit search-hero 1' }));
  const heroForm = blockForm(page, 'search-hero');
  await type(heroForm.getByRole('textbox', { name: 'Src' }), hero.image.src);
  for (const [field, value] of [
    ['Width', hero.image.width],
    ['Height', hero.image.height],
  ] as const) {
    await click(heroForm.getByRole('button', { name: `+ ${field}`, exact: true }));
    await retype(heroForm.getByRole('textbox', { name: new RegExp(`^${field}`) }), String(value));
  }
  await addBlock(page, 'itinerary', /Add itinerary-search, empty/, heroForm);
  await click(heroForm.getByRole('button', { name: 'Edit itinerary-search 1' }));
  await type(blockForm(page, 'itinerary-search').getByRole('textbox', { name: 'Results path' }), search.resultsPath);
  await addText(blockForm(page, 'itinerary-search'), 'Title', search.title);
  // Back to the page by the trail above the form.
  await click(page.getByRole('navigation', { name: 'Where this block is' }).getByRole('button', { name: 'search-hero' }));

  // The tasks people come for, one tile each.
  await addBlock(page, 'tiles', /Add task-tiles, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit task-tiles 2' }));
  const tilesForm = blockForm(page, 'task-tiles');
  for (const [index, tile] of tiles.tiles.entries()) {
    await click(tilesForm.getByRole('button', { name: /Add tasktile to tiles/ }));
    const item = tilesForm.getByRole('group', { name: `TaskTile ${index + 1}`, exact: true });
    await choose(page, /\bIcon$/, tile.icon, item);
    await type(item.getByRole('textbox', { name: 'Label' }), tile.label);
    await type(item.getByRole('textbox', { name: 'Href' }), tile.href);
    await addText(item, 'Description', tile.description);
  }

  // The figures come before the welcome paragraph for now.
  await addBlock(page, 'figures', /Add key-figures, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit key-figures 3' }));
  const figuresForm = blockForm(page, 'key-figures');
  await addText(figuresForm, 'Title', figures.title);
  for (const [index, figure] of figures.figures.entries()) {
    await click(figuresForm.getByRole('button', { name: /Add keyfigure to figures/ }));
    const item = figuresForm.getByRole('group', { name: `KeyFigure ${index + 1}`, exact: true });
    await type(item.getByRole('textbox', { name: 'Number' }), figure.number);
    await type(item.getByRole('textbox', { name: 'Description' }), figure.description);
    if (figure.exponent) await addText(item, 'Exponent', figure.exponent);
  }

  await addBlock(page, 'paragraph', /Add paragraph, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit paragraph 4' }));
  await write(blockForm(page, 'paragraph').getByRole('textbox', { name: /^Text/ }), welcome.text);
  await addText(blockForm(page, 'paragraph'), 'Title', welcome.title);

  // The welcome paragraph goes up one place, from the keyboard alone.
  await moveUpByKeyboard(page, settings, 'paragraph 4');
  await expect
    .poll(async () => (await draftJson(page)).blocks.map((block: { type: string }) => block.type), { timeout: 10_000 })
    .toEqual(['search-hero', 'task-tiles', 'paragraph', 'key-figures']);

  // The latest news, then up before the figures, from the keyboard too.
  await addBlock(page, 'news', /Add latest-news, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit latest-news 5' }));
  const newsForm = blockForm(page, 'latest-news');
  await type(newsForm.getByRole('textbox', { name: 'Title', exact: true }), news.title);
  await type(newsForm.getByRole('textbox', { name: 'Src' }), news.fallbackImage.src);
  await type(newsForm.getByRole('textbox', { name: 'Href' }), news.moreLink.href);
  await type(newsForm.getByRole('textbox', { name: 'Label' }), news.moreLink.label);
  await moveUpByKeyboard(page, settings, 'latest-news 5');
  await expect
    .poll(async () => (await draftJson(page)).blocks.map((block: { type: string }) => block.type), { timeout: 10_000 })
    .toEqual(['search-hero', 'task-tiles', 'paragraph', 'latest-news', 'key-figures']);

  // The layout: two rows, a banner in each.
  await addBlock(page, 'layout', /Add layout, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit layout 6' }));
  for (const [index, row] of layout.rows.entries()) {
    const layoutForm = blockForm(page, 'layout');
    await click(layoutForm.getByRole('button', { name: /Add layoutrow to rows/ }));
    const rowForm = layoutForm.getByRole('group', { name: `LayoutRow ${index + 1}`, exact: true });
    await click(rowForm.getByRole('button', { name: '+ Width', exact: true }));
    await addText(rowForm, 'Vertical margin', row.verticalMargin);
    await addBlock(page, 'banner', /Add banner, empty/, rowForm);
    await click(rowForm.getByRole('button', { name: 'Edit banner 1' }));
    await fillBanner(page, row.blocks[0]);
    // Back to the layout by the trail above the form.
    await click(page.getByRole('navigation', { name: 'Where this block is' }).getByRole('button', { name: 'layout' }));
  }

  await addBlock(page, 'paragraph', /Add paragraph, empty/, settings);
  await click(page.getByRole('button', { name: 'Edit paragraph 7' }));
  await write(blockForm(page, 'paragraph').getByRole('textbox', { name: /^Text/ }), luggage.text);
  await addText(blockForm(page, 'paragraph'), 'Title', luggage.title);

  // What was built is the home page, to the letter; the loader finds nothing to say.
  await expect.poll(async () => (await draftJson(page)).blocks, { timeout: 10_000 }).toEqual(home.blocks);
  expect(await draftJson(page)).toEqual(home);
  await sees(page.getByRole('status').filter({ hasText: 'The page is valid.' }));
  await keepScreenshot(page, 'playground-home-built');

  // Downloaded, the file is accepted by the content validator in the site's content, its links
  // leading to the site's pages and routes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    click(page.getByRole('button', { name: 'Download site/content/pages/home.en.json' })),
  ]);
  expect(download.suggestedFilename()).toBe('home.en.json');
  expect(await validateDownloaded(download, 'home.en.json', { amongTheSite: true })).toMatch(/Content is valid: \d+ page\(s\)/);

  // And it renders as the site renders its home page: the same content, block by block.
  const preview = await phonePreview(page);
  await sees(preview.getByRole('heading', { name: luggage.title }));
  const site = await browser.newPage({ viewport: { width: 390, height: 720 } });
  await goTo(site, home.path);
  // What a person meets there, as assistive technologies read it: headings, text, links, fields.
  // The journey search opens on the current minute, which may have turned between the two renders:
  // the field's value (a line of its own under the textbox in the snapshot) is read as "now".
  const read = async (main: Locator) =>
    (await main.ariaSnapshot()).replace(/(textbox "Time of day":\n(?:\s+- \/placeholder: .*\n)?\s+- text: )\d\d:\d\d/, '$1(now)');
  const previewRead = await read(preview.locator('main'));
  expect(previewRead).toContain('- text: (now)');
  expect(previewRead).toBe(await read(site.locator('main')));
  await keepScreenshot(page, 'playground-home-preview');
  await site.close();
  await page.context().close();
}, 900_000);
