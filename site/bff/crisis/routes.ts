import type { FastifyInstance } from 'fastify';
import type { CrisisAnswer } from '../../../schemas/generated/api/crisis-answer';
import type { CrisisQuery } from '../../../schemas/generated/api/crisis-query';
import crisisAnswerSchema from '../../../schemas/api/crisis-answer.schema.json';
import crisisQuerySchema from '../../../schemas/api/crisis-query.schema.json';
import type { CrisisItem } from '../../../schemas/generated/shell/crisis';
import { crisisCollection, crisisItemsFor } from '../../content-store/crisis';
import { CRISIS_PATH } from '../../../adapters/bff-client/paths';
import { answers } from '../answers/responses';
import type { BffContext } from '../context';

/** The crisis items' part of the API. */
export const CRISIS_TAG = 'crisis';

/** GET /api/crisis?locale=fr&bundle=homepage|all: the crisis items of the content source, in their field shape. */
export async function crisisRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  app.get<{ Querystring: CrisisQuery }>(
    CRISIS_PATH,
    {
      schema: {
        summary: 'The crisis items of a locale, for every page or for the home page.',
        tags: [CRISIS_TAG],
        querystring: crisisQuerySchema,
        response: answers({ 200: crisisAnswerSchema }),
      },
    },
    async (request, reply) => {
      const runtime = await context.runtime();
      const { locale = 'fr', bundle = 'all' } = request.query;
      // Crises change by the minute: caches may keep an answer one minute at most.
      reply.header('cache-control', 'public, max-age=60');
      return crisisItemsFor(runtime.content.documents<CrisisItem>(crisisCollection.name), locale, bundle) satisfies CrisisAnswer;
    },
  );
}
