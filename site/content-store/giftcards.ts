import type { GiftCardCatalogueContent } from '../../schemas/generated/giftcard/catalogue';
import catalogueSchema from '../../schemas/giftcard/catalogue.schema.json';
import type { CollectionDefinition } from './collection';

/**
 * The gift-card catalogue (site/content/giftcards/catalogue.json), checked with the rest of the
 * content at start-up and by `npm run validate-content`. The gift-card service reads the file
 * itself on each catalogue request, so an edit shows without a restart.
 */
export const giftcardsCollection: CollectionDefinition<GiftCardCatalogueContent> = {
  name: 'giftcards',
  schema: catalogueSchema,
};
