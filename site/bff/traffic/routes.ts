import type { FastifyInstance } from 'fastify';
import { BFF_PATHS } from '../../../adapters/bff-client/paths';
import trafficAnswerSchema from '../../../schemas/api/traffic-answer.schema.json';
import trafficQuerySchema from '../../../schemas/api/traffic-query.schema.json';
import type { TrafficQuery } from '../../../schemas/generated/api/traffic-query';
import type { EditorialTrafficMessage } from '../../../schemas/generated/traffic/traffic-message';
import { trafficCollection } from '../../content-store/traffic';
import { bytesAnswers } from '../answers/responses';
import type { BffEndpoint } from '../endpoint';
import { registerEndpoints } from '../endpoint';
import type { BffContext } from '../context';

/** The traffic messages' part of the API. */
export const TRAFFIC_TAG = 'traffic';
import type { TrafficService } from './service';

/** GET /api/traffic, for the route and the page renderer alike. */
export function trafficEndpoints(traffic: TrafficService): BffEndpoint[] {
  const endpoint: BffEndpoint<TrafficQuery> = {
    path: BFF_PATHS.traffic,
    querySchema: trafficQuerySchema,
    summary: 'The traffic messages of a perimeter (and line) active now, and the timetable sheets of its lines.',
    answerSchema: trafficAnswerSchema,
    answer: (query) => traffic.traffic(query),
  };
  return [endpoint];
}

/** The traffic call and the hourly-record files (PDF timetable sheets of each line). */
export async function trafficRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  const { traffic, hourlyRecords } = context.services;
  registerEndpoints(app, trafficEndpoints(traffic), TRAFFIC_TAG);
  // The editorial messages come from the site runtime's content, ready once the server is.
  app.addHook('onReady', async () => {
    await traffic.start(
      async () =>
        (await context.runtime()).content.documents<EditorialTrafficMessage>(trafficCollection.name).map((document) => document.value),
      app.log,
    );
  });
  app.addHook('onClose', async () => traffic.stop());
  app.get<{ Params: { file: string } }>(
    BFF_PATHS.hourlyRecord,
    {
      schema: {
        summary: 'The timetable sheet of a line for the current week.',
        tags: [TRAFFIC_TAG],
        response: bytesAnswers('application/pdf', 'The timetable sheet of a line (hourly record), as PDF.'),
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.pdf$/.exec(request.params.file);
      const sheet = match ? hourlyRecords.sheet(match[1]!) : undefined;
      if (!sheet) return reply.code(404).send({ message: { error: 'no hourly record for this line' } });
      const bytes = await sheet;
      // A sheet covers the service week: caches may keep it an hour.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="fiche-horaire-${match![1]!.toLowerCase()}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(bytes));
    },
  );
}
