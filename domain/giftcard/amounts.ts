import type { CatalogueDiscount, CatalogueEntry } from './catalogue';

/** Below this many remaining uses, the tunnel tells the buyer the discount is running out. */
const REMAINING_DISCOUNT_NOTICE_AT = 5;

export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** What the amount field keeps while typing: a negative value becomes 0. */
export function keptAmount(euros: number): number {
  return Number.isFinite(euros) && euros > 0 ? euros : 0;
}

/** What the amount field shows once it loses focus: a whole number of euros. */
export function amountOnBlur(euros: number): number {
  return Math.round(keptAmount(euros));
}

/** Keys the amount field ignores: exponent, signs, and Enter (which would submit the step). */
export const BLOCKED_AMOUNT_KEYS: ReadonlySet<string> = new Set(['e', 'E', '+', '-', 'Enter']);

export type AmountError = 'min_amount' | 'max_amount';

/** The amount (euros) against a range (cents): the catalogue's bounds. */
export function amountError(euros: number, product: Pick<CatalogueEntry, 'minAmount' | 'maxAmount'>): AmountError | undefined {
  const cents = eurosToCents(euros);
  if (cents < product.minAmount) return 'min_amount';
  if (cents > product.maxAmount) return 'max_amount';
  return undefined;
}

/**
 * The amounts the catalogue accepts (cents): from its lowest minimum to its highest maximum. The
 * amount field, its messages and the preset buttons follow these bounds, not the product of the
 * amount being typed (which would hide the presets above its own range).
 */
export function catalogueBounds(
  catalogue: readonly Pick<CatalogueEntry, 'minAmount' | 'maxAmount'>[],
): Pick<CatalogueEntry, 'minAmount' | 'maxAmount'> {
  return {
    minAmount: Math.min(...catalogue.map((product) => product.minAmount)),
    maxAmount: Math.max(...catalogue.map((product) => product.maxAmount)),
  };
}

/** The preset buttons: each amount once, only those the range accepts, smallest first. */
export function presetAmounts(presets: readonly number[], product: Pick<CatalogueEntry, 'minAmount' | 'maxAmount'>): number[] {
  const inRange = presets.filter((euros) => eurosToCents(euros) >= product.minAmount && eurosToCents(euros) <= product.maxAmount);
  return [...new Set(inRange)].sort((a, b) => a - b);
}

/** The product whose range holds the amount (cents), else the first one. */
export function productFor<T extends Pick<CatalogueEntry, 'minAmount' | 'maxAmount'>>(
  catalogue: readonly T[],
  cents: number,
): T | undefined {
  return catalogue.find((product) => cents >= product.minAmount && cents <= product.maxAmount) ?? catalogue[0];
}

/** The discount a purchase uses: the first one with stock left. */
export function discountFor(product: Pick<CatalogueEntry, 'availableDiscounts'>): CatalogueDiscount | undefined {
  return product.availableDiscounts.find((discount) => discount.numberAvailable > 0);
}

/** What a purchase costs under the catalogue; the tunnel machine's `TunnelPricing` has this shape. */
interface Pricing {
  productId: string;
  discountId: string | null;
  discountedAmount: number;
}

/** An amount (euros) priced under the catalogue: its product, that product's discount and the price after it (euros). */
export function pricingFor(catalogue: readonly CatalogueEntry[], euros: number): Pricing {
  const cents = eurosToCents(euros);
  const product = productFor(catalogue, cents)!;
  const discount = discountFor(product);
  return { productId: product.productId, discountId: discount?.id ?? null, discountedAmount: discountedAmount(cents, discount) / 100 };
}

/** What the buyer pays (cents) for a card of `cents` with the discount; never below zero. */
export function discountedAmount(cents: number, discount: CatalogueDiscount | undefined): number {
  if (!discount) return cents;
  const off =
    discount.type === 'PERCENTAGE' ? Math.round((cents * (discount.discountPercentage ?? 0)) / 100) : (discount.discountAmount ?? 0);
  return Math.max(0, cents - off);
}

/** Whether the tunnel shows how many discounted cards remain. */
export function showsRemainingDiscount(discount: CatalogueDiscount | undefined): boolean {
  return discount !== undefined && discount.numberAvailable > 0 && discount.numberAvailable <= REMAINING_DISCOUNT_NOTICE_AT;
}
