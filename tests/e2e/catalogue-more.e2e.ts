import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, keptTabs, launchBrowser, MOBILE, openPage, untilNetworkQuiet } from './browser';

/** The hub, the widget and the other blocks of the travel tools landing page, as a visitor uses them. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LANDING_FR = '/voyager/outils-du-voyageur';
const LANDING_EN = '/en/travel/travel-tools';

describe('hub block', () => {
  it('on a phone, lists the entries, opens one in detail and comes back to the list', async () => {
    const { page } = await openPage(browser, LANDING_FR, MOBILE);
    const hub = page.locator('[data-step]');
    const trafficTab = page.getByRole('tab', { name: /Info trafic/ });
    expect(await page.getByRole('tabpanel').isVisible()).toBe(false);
    await trafficTab.click();
    expect(await hub.getAttribute('data-step')).toBe('detail');
    expect(await trafficTab.isVisible()).toBe(false);
    await page.getByRole('link', { name: "Voir l'info trafic par région" }).waitFor();
    expect(await page.getByRole('button', { name: 'Retour' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await hub.getAttribute('data-step')).toBe('list');
    expect(await trafficTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('on a wide screen, shows tabs above the chosen entry', async () => {
    const { page } = await openPage(browser, LANDING_EN, DESKTOP);
    const first = page.getByRole('tab', { name: /Find a train/ });
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: /My booking/ }).click();
    await page.getByRole('link', { name: 'Open my booking' }).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('widget block', () => {
  it('runs its scripts under the page CSP (they carry its nonce) and fills its mount element', async () => {
    const { page, errors } = await openPage(browser, LANDING_FR, DESKTOP);
    const items = page.locator('#comparateur-co2 [data-co2-comparison] li');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(['Train : 1,3 kg CO₂e', 'Voiture (seul) : 101,4 kg CO₂e', 'Avion : 107 kg CO₂e']);
    expect(await page.locator('#comparateur-co2').textContent()).toContain('Paris – Lyon (465 km)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('whose external script fails to load leaves its mount element empty and logs once', async () => {
    const { page, errors } = await openPage(browser, LANDING_FR, MOBILE, { unreachable: ['/widgets/co2-comparator.js'] });
    // The failure is logged once the island has run the widget, which a busy machine may do after the page went quiet.
    await expect.poll(() => errors.filter((error) => error.includes('widget script failed to load')).length).toBe(1);
    expect(await page.locator('#comparateur-co2').evaluate((mount) => mount.childNodes.length)).toBe(0);
    await page.context().close();
  });

  it('shows each gallery example working, with no missing file and no console error', async () => {
    const { page, errors } = await openPage(browser, '/_blocks/widget', DESKTOP);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    await untilNetworkQuiet(page, () => page.reload({ waitUntil: 'commit' }));
    await page.locator('#comparateur-co2 [data-co2-comparison] li').first().waitFor();
    expect(await page.locator('#comparateur-co2-libre').textContent()).toContain('Choisissez un trajet');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('travel tools landing page', () => {
  // A tab per width, taken from one language to the other.
  const tabs = keptTabs(() => browser);
  afterAll(() => tabs.close());
  it.each([
    [LANDING_FR, MOBILE],
    [LANDING_FR, DESKTOP],
    [LANDING_EN, MOBILE],
    [LANDING_EN, DESKTOP],
  ])('%s has no axe violation at %o', async (path, viewport) => {
    const { page } = await tabs.open(path, viewport);
    expect(await axeViolations(page)).toEqual([]);
  });
});
