import type { Page } from 'playwright-core';
import { blockIslandHydrated } from './browser';

/** Looks a booking up from the lookup page of the server at `url`, as a visitor types it. */
export async function lookUp(page: Page, url: string, reference: string, name: string): Promise<void> {
  await page.goto(`${url}/dossier-voyageur`, { waitUntil: 'networkidle' });
  await blockIslandHydrated(page, 'traveller-file');
  await page.getByLabel('Référence du dossier').fill(reference);
  await page.getByLabel('Nom du passager').fill(name);
  await page.getByRole('button', { name: 'Afficher mes billets' }).click();
}
