/** A discount a product offers while its stock lasts: a fixed amount (cents) or a percentage. */
export interface CatalogueDiscount {
  id: string;
  type: 'AMOUNT' | 'PERCENTAGE';
  /** Cents taken off, for AMOUNT. */
  discountAmount?: number;
  /** Percent taken off, for PERCENTAGE. */
  discountPercentage?: number;
  /** How many purchases may still use it. */
  numberAvailable: number;
}

/** One gift-card product: the amounts it accepts (cents), its card images and its discounts. */
export interface CatalogueEntry {
  productId: string;
  minAmount: number;
  maxAmount: number;
  /** Card pictures: an id, and where the picture is. */
  availableImages: Array<{ id: string; src?: string }>;
  availableDiscounts: CatalogueDiscount[];
}

/** Products in the order the tunnel shows and chooses them: by minimum, then maximum amount. */
export function sortCatalogue<T extends Pick<CatalogueEntry, 'minAmount' | 'maxAmount'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.minAmount - b.minAmount || a.maxAmount - b.maxAmount);
}
