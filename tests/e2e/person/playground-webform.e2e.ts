import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from '../browser';
import { click, keepScreenshot, press, sees, tabTo, type } from './pace';
import { addBlock, choose, draftJson, openPlayground, phonePreview, retype } from './playground';

/**
 * A content architect builds a form in the playground at a person's pace: elements added from
 * the list of known types, their properties edited, a `#states` rule set without writing JSON and
 * seen at work in the preview, the form sent from the preview (checked, not stored), and a form
 * exported from Drupal pasted as YAML, with what the site leaves out listed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Adds an element at the form's top level: its key typed, its type searched and picked in the list. */
async function addElement(page: Page, key: string, search: string, pick: RegExp) {
  await type(page.getByRole('textbox', { name: 'New element key', exact: true }), key);
  await page.keyboard.press('Tab');
  await page.keyboard.type(search, { delay: 100 });
  await sees(page.getByRole('option', { name: pick }));
  await click(page.getByRole('option', { name: pick }));
  await click(page.getByRole('button', { name: 'Add element', exact: true }));
}

/** The form of the block being edited. */
const blockForm = (page: Page) => page.getByRole('region', { name: /^Block webform-block/ });

const elements = async (page: Page) => (await draftJson(page)).blocks[0].definition.elements;

it('builds a form from the type list, sets a #states rule visually, sees it in the preview and sends it there', async () => {
  const page = await openPlayground(browser);
  await addBlock(page, 'webform', /Add webform-block, empty/);
  await click(page.getByRole('button', { name: 'Edit webform-block 1' }));
  const block = blockForm(page);
  await type(block.getByRole('textbox', { name: 'Form', exact: true }), 'callback');
  await click(block.getByRole('button', { name: '+ Definition' }));
  await type(block.getByRole('textbox', { name: 'Id', exact: true }), 'callback');
  await choose(page, /Langcode/, 'en');
  await type(block.getByRole('textbox', { name: 'Title', exact: true }), 'Call me back');
  await choose(page, /Type$/, 'message');

  await addElement(page, 'wants_call', 'single checkbox', /^checkbox CheckboxElement/);
  await addElement(page, 'phone', 'telephone', /^tel TelElement/);
  expect(await elements(page)).toEqual({
    wants_call: { '#type': 'checkbox', '#title': 'wants_call' },
    phone: { '#type': 'tel', '#title': 'phone' },
  });

  // Properties: the checkbox's title, in the form generated from its type's schema.
  await click(page.getByRole('button', { name: 'Edit element wants_call' }));
  await retype(
    page.getByRole('group', { name: 'Properties of wants_call', exact: true }).getByRole('textbox', { name: '#title' }),
    'Call me back',
  );
  await click(page.getByRole('button', { name: 'Close element wants_call' }));

  // The phone shows only when the box is checked: a rule picked from lists, no JSON typed.
  await click(page.getByRole('button', { name: 'Edit element phone' }));
  const phoneProperties = page.getByRole('group', { name: 'Properties of phone', exact: true });
  await retype(phoneProperties.getByRole('textbox', { name: '#title' }), 'Your phone number');
  await click(phoneProperties.getByRole('button', { name: '+ #states', exact: true }));
  await click(phoneProperties.getByRole('button', { name: '+ Add a state rule' }));
  await choose(page, /Rule 1, condition 1: element/, 'Call me back (wants_call)');
  // From the keyboard: Tab to the test ("is filled" to start with), open it, up to "is checked".
  await tabTo(page.getByRole('button', { name: /Rule 1, condition 1: test/ }));
  await press(page, 'Enter');
  await sees(page.getByRole('option', { name: 'is filled', exact: true }));
  for (let step = 0; step < 3; step++) await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await expect
    .poll(async () => (await elements(page)).phone['#states'])
    .toEqual({
      visible: { ':input[name="wants_call"]': { checked: true } },
    });
  await keepScreenshot(page, 'playground-states-rule');
  expect(await axeViolations(page)).toEqual([]);

  // The preview: the phone is hidden, then shown when the box is checked.
  const preview = await phonePreview(page);
  await sees(preview.getByRole('checkbox', { name: 'Call me back' }));
  expect(await preview.getByRole('textbox', { name: 'Your phone number' }).count()).toBe(0);
  await click(preview.getByRole('checkbox', { name: 'Call me back' }));
  await sees(preview.getByRole('textbox', { name: 'Your phone number' }));
  await type(preview.getByRole('textbox', { name: 'Your phone number' }), '0612345678');
  await keepScreenshot(page, 'playground-states-preview');

  // Sent from the preview: checked by the site's rules, confirmed, stored nowhere.
  await click(preview.getByRole('button', { name: /Submit|Send/ }));
  // (Not /sent/ alone: the consent banner's hidden text speaks of consent.)
  await sees(preview.getByText(/submission has been received|thank you/i));
  await keepScreenshot(page, 'playground-preview-sent');
  await page.context().close();
}, 300_000);

it('loads a form pasted as Drupal YAML and lists what the site leaves out', async () => {
  const page = await openPlayground(browser);
  await addBlock(page, 'webform', /Add webform-block, empty/);
  await click(page.getByRole('button', { name: 'Edit webform-block 1' }));
  await type(blockForm(page).getByRole('textbox', { name: 'Form', exact: true }), 'pasted');
  await type(page.getByRole('textbox', { name: 'Form title' }), 'Lost property');
  const yaml = page.getByRole('textbox', { name: /Elements \(YAML/ });
  await yaml.click();
  for (const line of [
    'what:',
    "  '#type': textfield",
    "  '#title': What did you lose?",
    "  '#required': true",
    "  '#field_prefix': 'I lost'",
  ]) {
    await page.keyboard.type(line, { delay: 60 });
    await page.keyboard.press('Enter');
  }
  await click(page.getByRole('button', { name: 'Load the YAML' }));
  await sees(page.getByText('The form is loaded into the block. 1 left out, 0 problems.'));
  await sees(page.getByRole('heading', { name: 'Left out' }));
  expect(await page.locator('.pg-yaml li').first().textContent()).toMatch(/\/elements\/what\/#field_prefix.*#field_prefix/);
  expect((await draftJson(page)).blocks[0].definition.elements.what).toEqual({
    '#type': 'textfield',
    '#title': 'What did you lose?',
    '#required': true,
  });
  // The pasted form is the block's: its elements are in the tree, and the preview shows the field.
  await sees(page.getByRole('button', { name: 'Edit element what' }));
  await sees((await phonePreview(page)).getByRole('textbox', { name: /What did you lose/ }));
  await keepScreenshot(page, 'playground-yaml-left-out');
  await page.context().close();
}, 240_000);

it('loads a Drupal form whose element key has a capital letter: that element is reported, the rest renders, an unsupported radios type says so', async () => {
  const page = await openPlayground(browser);
  await addBlock(page, 'webform', /Add webform-block, empty/);
  await click(page.getByRole('button', { name: 'Edit webform-block 1' }));
  await type(blockForm(page).getByRole('textbox', { name: 'Form', exact: true }), 'contact_page');
  await type(page.getByRole('textbox', { name: 'Form title' }), 'Contact');
  const yaml = page.getByRole('textbox', { name: /Elements \(YAML/ });
  await yaml.click();
  for (const line of [
    'car:',
    "  '#type': webform_radios_fancy",
    "  '#title': Your car",
    'your_name:',
    "  '#type': textfield",
    "  '#title': Your name",
    'page_contact_Details:',
    "  '#type': textfield",
    "  '#title': Contact details",
  ]) {
    await page.keyboard.type(line, { delay: 60 });
    await page.keyboard.press('Enter');
  }
  await click(page.getByRole('button', { name: 'Load the YAML' }));
  await sees(page.getByText(/^The form is loaded into the block\./));
  await sees(page.locator('.pg-yaml li', { hasText: 'page_contact_Details' }));
  expect(Object.keys((await draftJson(page)).blocks[0].definition.elements)).toEqual(['car', 'your_name']);
  // The form is open and shows its other field, not a closed or unavailable notice.
  const preview = await phonePreview(page);
  await sees(preview.getByRole('textbox', { name: 'Your name' }));
  // A group of radios of a type the site does not render: the error that its type is not supported, under its title.
  await sees(preview.getByText(/« webform_radios_fancy » n’est pas pris en charge|“webform_radios_fancy” is not supported/));
  expect(await preview.getByText('Your car').count()).toBe(1);
  expect(await preview.getByText(/Ce formulaire est fermé|n’est pas disponible|is closed|not available/).count()).toBe(0);
  await keepScreenshot(page, 'playground-yaml-capital-key');
  await page.context().close();
}, 240_000);

it('loads a Drupal form whose #states compares with a pattern written as a test of its own, and sees it at work in the preview', async () => {
  const page = await openPlayground(browser);
  await addBlock(page, 'webform', /Add webform-block, empty/);
  await click(page.getByRole('button', { name: 'Edit webform-block 1' }));
  await type(blockForm(page).getByRole('textbox', { name: 'Form', exact: true }), 'office');
  await type(page.getByRole('textbox', { name: 'Form title' }), 'Office');
  const yaml = page.getByRole('textbox', { name: /Elements \(YAML/ });
  await yaml.click();
  for (const line of [
    'postcode:',
    "  '#type': textfield",
    "  '#title': Postcode",
    'paris_desk:',
    "  '#type': textfield",
    "  '#title': Paris desk",
    "  '#states':",
    '    visible:',
    '      \':input[name="postcode"]\':',
    "        pattern: '^75'",
  ]) {
    await page.keyboard.type(line, { delay: 60 });
    await page.keyboard.press('Enter');
  }
  await click(page.getByRole('button', { name: 'Load the YAML' }));
  await sees(page.getByText(/^The form is loaded into the block\./));
  expect((await draftJson(page)).blocks[0].definition.elements.paris_desk['#states']).toEqual({
    visible: { ':input[name="postcode"]': { pattern: '^75' } },
  });
  const preview = await phonePreview(page);
  const postcode = preview.getByRole('textbox', { name: 'Postcode' });
  await sees(postcode);
  expect(await preview.getByRole('textbox', { name: 'Paris desk' }).count()).toBe(0);
  await click(postcode);
  await type(postcode, '69003');
  expect(await preview.getByRole('textbox', { name: 'Paris desk' }).count()).toBe(0);
  // Erased as a person does: all of it selected, then Backspace.
  await press(page, 'ControlOrMeta+a');
  await press(page, 'Backspace');
  await type(postcode, '75011');
  await sees(preview.getByRole('textbox', { name: 'Paris desk' }));
  await page.context().close();
}, 240_000);
