import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTranslator } from '@quai/engine/i18n';
import type { GiftCardCatalogueContent } from '../../schemas/generated/giftcard/catalogue';
import { loadCatalogs } from '../../site/i18n/catalogs';
import type { Store } from '../../site/store/store';
import { assembleGiftCards } from '../../site/bff/giftcard/assemble';

const catalogs = loadCatalogs(join(import.meta.dirname, '../../site/i18n'));

/** A catalogue with one product (20 € to 150 €) and a 10 % discount with `stock` uses. */
export function testCatalogue(stock: number): GiftCardCatalogueContent {
  return {
    products: [
      {
        productId: 'carte',
        minAmount: 2000,
        maxAmount: 15000,
        availableImages: [{ id: 'voyage', src: '/giftcards/voyage.svg' }],
        availableDiscounts: [{ id: 'promo', type: 'PERCENTAGE', discountPercentage: 10, stock }],
      },
    ],
  };
}

/** The gift-card parts over a test store, with their own catalogue file. */
export async function giftCardsOver(store: Store, catalogue: GiftCardCatalogueContent = testCatalogue(5), clock?: () => Date) {
  const folder = mkdtempSync(join(tmpdir(), 'quai-giftcard-'));
  const catalogueFile = join(folder, 'catalogue.json');
  writeFileSync(catalogueFile, JSON.stringify(catalogue));
  const errors: object[] = [];
  const parts = await assembleGiftCards({
    store,
    catalogueFile,
    translator: async (locale) => createTranslator(locale, catalogs[locale]),
    log: { error: (object) => errors.push(object) },
    env: {},
    clock,
  });
  return { ...parts, catalogueFile, errors };
}

/** A tunnel state the server accepts: 50 € with the discount, sent to the buyer. */
export const tunnelState = (overrides: Record<string, unknown> = {}) => ({
  personalizedMessage: 'Joyeux anniversaire',
  sendMode: 'self' as const,
  buyerInfos: { lastname: 'Bernard', firstname: 'Louis', email: 'louis.bernard@example.com', confirm: 'louis.bernard@example.com' },
  beneficiaryInfos: { lastname: 'Martin', firstname: 'Camille' },
  activationMode: 'DIRECT' as const,
  activationDate: '2026-01-01',
  amount: 50,
  productId: 'carte',
  discountId: 'promo',
  imageId: 'voyage',
  ...overrides,
});
