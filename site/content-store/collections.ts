import { ContentValidator } from '@quai/engine/content-validator';
import type { BlockDefinition } from '@quai/engine/definition';
import commonSchema from '../../schemas/common.schema.json';
import nodeSchema from '../../schemas/node.schema.json';
import type { AnyCollectionDefinition } from './collection';
import { crisisCollection } from './crisis';
import { giftcardsCollection } from './giftcards';
import { menusCollection } from './menus';
import { pagesCollection } from './pages';
import { searchCollections } from './search';
import { trafficCollection } from './traffic';
import { webformEntitiesCollection } from './webform-entities';
import { webformOptionsCollection } from './webform-options';
import { webformsCollection } from './webforms';

/** Every collection of content documents the site knows. A feature adds its own here. */
export const collections: readonly AnyCollectionDefinition[] = [
  pagesCollection,
  menusCollection,
  crisisCollection,
  webformOptionsCollection,
  webformsCollection,
  webformEntitiesCollection,
  trafficCollection,
  giftcardsCollection,
  ...searchCollections,
];

/** The schemas blocks and collections share or refer to, besides the block schemas themselves. */
export const sharedSchemas: ReadonlyArray<Record<string, unknown>> = [
  commonSchema,
  nodeSchema,
  ...collections.flatMap((collection) => [...(collection.dependencies ?? []), collection.schema]),
];

/** One validator for every block and every collection, with the schemas they share. */
export function createContentValidator(blocks: readonly BlockDefinition[]): ContentValidator {
  return new ContentValidator(blocks, sharedSchemas);
}
