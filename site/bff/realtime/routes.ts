import type { FastifyInstance } from 'fastify';
import { BFF_PATHS } from '../../../adapters/bff-client/paths';
import { bytesAnswers } from '../answers/responses';
import type { BffContext } from '../context';
import { journeyEndpoints } from '../journeys/routes';
import { LiveStreams } from './live-streams';

/** Streams one client may hold by default: a few tabs of boards and train details. */
const DEFAULT_STREAMS_PER_CLIENT = 8;
const DEFAULT_IDLE_SECONDS = 600;

/** The live trains' part of the API. */
export const LIVE_TRAINS_TAG = 'live trains';

/**
 * The live routes: a station board and train details as Server-Sent Events, each event the
 * whole answer of the ordinary call (same query, same validation, same shape), sent when the
 * realtime feed (or the time) changes it. The board always follows "now" (`dateHeure` is ignored).
 * The feed itself is polled from the moment the server is ready.
 */
export async function realtimeRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  const { realtime, journeys } = context.services;
  const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
  const streams = new LiveStreams(
    realtime,
    {
      perClient: positive(context.env.QUAI_LIVE_STREAMS_PER_CLIENT, DEFAULT_STREAMS_PER_CLIENT),
      idleSeconds: positive(context.env.QUAI_LIVE_STREAM_IDLE_SECONDS, DEFAULT_IDLE_SECONDS),
    },
    (error) => app.log.warn({ err: error }, 'a live answer could not be computed'),
  );
  app.addHook('onReady', async () => realtime.start(app.log));
  app.addHook('onClose', async () => realtime.stop());
  const endpoints = new Map(journeyEndpoints(journeys).map((endpoint) => [endpoint.path, endpoint]));
  const live = [
    { path: BFF_PATHS.liveStationTimetable, of: BFF_PATHS.stationTimetable, what: 'the departures of a station (the board)' },
    { path: BFF_PATHS.liveTrainDetails, of: BFF_PATHS.trainDetails, what: 'the details of a train' },
  ];
  for (const { path, of, what } of live) {
    const endpoint = endpoints.get(of)!;
    app.get<{ Querystring: Record<string, string | string[]> }>(
      path,
      {
        schema: {
          summary: `Server-Sent Events of ${what}: one "update" event ({ at, answer }) with the answer of ${of} now, then one each time it changes. Resumable with Last-Event-ID.`,
          tags: [LIVE_TRAINS_TAG],
          querystring: endpoint.querySchema,
          response: bytesAnswers('text/event-stream', `Events whose data is the answer of ${of}.`),
        },
      },
      async (request, reply) => {
        const { dateHeure: _now, ...query } = request.query;
        // Equal queries share one computation, whatever the order of their parameters.
        const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => [value].flat().map((one) => [name, one])));
        search.sort();
        const key = `${of}?${search.toString()}`;
        await streams.open(request, reply, key, () => endpoint.answer(query));
      },
    );
  }
}
