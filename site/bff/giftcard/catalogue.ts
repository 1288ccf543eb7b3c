import { readFileSync, statSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { sortCatalogue, type CatalogueEntry } from '../../../domain/giftcard/catalogue';
import catalogueSchema from '../../../schemas/giftcard/catalogue.schema.json';
import type { GiftCardCatalogueContent } from '../../../schemas/generated/giftcard/catalogue';
import type { Store } from '../../store/store';
import { createApiAjv } from '../request-validation';
import type { GiftCardTables } from './tables';

const validate = createApiAjv().compile<GiftCardCatalogueContent>(catalogueSchema);

/**
 * The catalogue an editor maintains (site/content/giftcards/catalogue.json), read again when the
 * file changes, with each discount's remaining stock from the store. A discount's stock starts
 * at its `stock` the first time the catalogue names it and is then only counted down by
 * purchases (and up by cancelled ones): editing the number does not refill it, a new id does.
 */
export class CatalogueSource {
  private readonly db: Kysely<GiftCardTables>;
  private cached?: { mtimeMs: number; content: GiftCardCatalogueContent };

  constructor(
    store: Store,
    private readonly file: string,
  ) {
    this.db = store.tables<GiftCardTables>();
  }

  /** The editor's document; a broken file is an error naming the problem, never a silent empty list. */
  content(): GiftCardCatalogueContent {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.content;
    const content = JSON.parse(readFileSync(this.file, 'utf8')) as unknown;
    if (!validate(content)) throw new Error(`${this.file}: ${JSON.stringify(validate.errors)}`);
    this.cached = { mtimeMs, content };
    return content;
  }

  /** Products sorted by minimum then maximum amount, each discount with what remains of it. */
  async entries(): Promise<CatalogueEntry[]> {
    const { products } = this.content();
    const discounts = products.flatMap((product) => product.availableDiscounts);
    if (discounts.length) {
      await this.db
        .insertInto('giftcard_stock')
        .values(discounts.map((discount) => ({ discount_id: discount.id, remaining: discount.stock })))
        .onConflict((conflict) => conflict.column('discount_id').doNothing())
        .execute();
    }
    const stock = new Map(
      discounts.length
        ? (
            await this.db
              .selectFrom('giftcard_stock')
              .selectAll()
              .where(
                'discount_id',
                'in',
                discounts.map((discount) => discount.id),
              )
              .execute()
          ).map((row) => [row.discount_id, row.remaining])
        : [],
    );
    return sortCatalogue(
      products.map((product) => ({
        productId: product.productId,
        minAmount: product.minAmount,
        maxAmount: product.maxAmount,
        availableImages: product.availableImages.map(({ id, src }) => ({ id, src })),
        availableDiscounts: product.availableDiscounts.map(({ stock: _initial, ...discount }) => ({
          ...discount,
          numberAvailable: Number(stock.get(discount.id) ?? 0),
        })),
      })),
    );
  }

  /** The picture of a card image id, for e-mails and the confirmation. */
  imageSource(imageId: string): string | undefined {
    return this.content()
      .products.flatMap((product) => product.availableImages)
      .find((image) => image.id === imageId)?.src;
  }

  /**
   * Takes one use of a discount: one conditional update, so concurrent purchases (on any number
   * of servers) can never take the stock below zero. False when none is left.
   */
  async reserve(discountId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('giftcard_stock')
      .set({ remaining: sql`remaining - 1` })
      .where('discount_id', '=', discountId)
      .where('remaining', '>', 0)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Gives back a use taken by a purchase that was cancelled. */
  async release(discountId: string): Promise<void> {
    await this.db.updateTable('giftcard_stock').set({ remaining: sql`remaining + 1` }).where('discount_id', '=', discountId).execute();
  }
}
