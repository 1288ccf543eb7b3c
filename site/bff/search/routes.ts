import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../endpoint';
import type { BffContext } from '../index';
import { searchEndpoints } from './endpoints';

/** GET /api/search/news, /api/search/publications, /api/search/agency and /api/search/filters. */
export async function searchRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  registerEndpoints(app, searchEndpoints(context.services.search));
}
