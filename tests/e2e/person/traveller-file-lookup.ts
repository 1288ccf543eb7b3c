import type { Page } from 'playwright-core';
import { click, tabTo, type } from './pace';

/** Types a booking reference and a passenger's name into the lookup form as a person does (click, keys one by one, Tab); the caller sends it. */
export async function typeLookup(page: Page, reference: string, name: string): Promise<void> {
  const referenceField = page.getByLabel('Référence du dossier');
  await click(referenceField);
  await type(referenceField, reference);
  const nameField = page.getByLabel('Nom du passager');
  await tabTo(nameField);
  await type(nameField, name);
}
