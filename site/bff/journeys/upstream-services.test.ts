import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LYON_PART_DIEU, PARIS_GARE_DE_LYON } from '../../../tests/helpers/journey-fixtures';
import { answerApiError } from '../answers/api-errors';
import type { BffContext } from '../context';
import { registerApiSchemas } from '../request-validation';
import { journeyRoutes } from './routes';
import { upstreamJourneyServices } from './upstream-services';

/** The site's journey routes in front of an upstream whose every call answers `answer`; log lines are kept. */
async function siteOverUpstream(answer: () => Promise<Response>) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  registerApiSchemas(app);
  app.setErrorHandler(answerApiError);
  const services = upstreamJourneyServices('https://operator.example/bff/', (async () => answer()) as typeof fetch);
  await journeyRoutes(app, { services: { journeys: services } } as BffContext);
  return { app, lines };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const LOCATIONS = '/api/bff/locations?libelle=paris';

describe('a journeys upstream (QUAI_JOURNEYS_UPSTREAM_URL)', () => {
  it('passes on an answer of the declared shape as it came', async () => {
    const { app } = await siteOverUpstream(json([PARIS_GARE_DE_LYON, LYON_PART_DIEU]));
    const response = await app.inject(LOCATIONS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([PARIS_GARE_DE_LYON, LYON_PART_DIEU]);
  });

  it('answers 502 with the reason, and logs it, when the upstream answers another shape', async () => {
    const { app, lines } = await siteOverUpstream(json([{ ...PARIS_GARE_DE_LYON, latitude: 'north' }, { libelle: 'Lyon' }]));
    const response = await app.inject(LOCATIONS);
    expect(response.statusCode).toBe(502);
    const reason = response.json().message.error as string;
    expect(reason).toMatch(/^The journeys upstream locations answered an unexpected shape: /);
    expect(reason).toContain('/0/latitude must be number');
    expect(reason).toContain("/1 must have required property 'type'");
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'upstream answer refused', reason, url: '/api/bff/locations' }));
  });

  it('answers 502 when the upstream fails, answers what is not JSON, or does not answer', async () => {
    const failing = await siteOverUpstream(json({ error: 'down' }, 503));
    expect((await failing.app.inject(LOCATIONS)).json()).toEqual({ message: { error: 'The journeys upstream locations answered 503' } });
    const garbled = await siteOverUpstream(async () => new Response('<html>maintenance</html>', { status: 200 }));
    const garbledAnswer = await garbled.app.inject(LOCATIONS);
    expect([garbledAnswer.statusCode, garbledAnswer.json().message.error]).toEqual([
      502,
      'The journeys upstream locations answered something that is not JSON',
    ]);
    const silent = await siteOverUpstream(async () => Promise.reject(new TypeError('fetch failed')));
    const silentAnswer = await silent.app.inject(LOCATIONS);
    expect([silentAnswer.statusCode, silentAnswer.json().message.error]).toEqual([
      502,
      'The journeys upstream locations did not answer (fetch failed)',
    ]);
  });

  it('checks every journey call: a board that is not a board is refused too', async () => {
    const { app } = await siteOverUpstream(json([]));
    const board = await app.inject('/api/bff/miv/get-station-timetable?codeZoneArret=87686006');
    expect(board.statusCode).toBe(502);
    expect(board.json().message.error).toMatch(
      /^The journeys upstream miv\/get-station-timetable answered an unexpected shape: \/ must be object/,
    );
  });
});
