import type { BffFeature } from '../context';
import { searchMigrations } from './migrations';
import { SEARCH_TAG, searchRoutes } from './routes';

/** The content searches over the store's search index. */
export const searchFeature: BffFeature = {
  tag: SEARCH_TAG,
  description: 'News, publications and agency searches and their filters.',
  migrations: searchMigrations,
  register: searchRoutes,
};
