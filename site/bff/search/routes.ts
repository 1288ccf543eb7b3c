import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../endpoint';
import type { BffContext } from '../context';
import { searchEndpoints } from './endpoints';

/** The content searches' part of the API. */
export const SEARCH_TAG = 'search';

/** GET /api/search/news, /api/search/publications, /api/search/agency and /api/search/filters. */
export async function searchRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  registerEndpoints(app, searchEndpoints(context.services.search), SEARCH_TAG);
}
