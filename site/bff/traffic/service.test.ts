import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiAjv } from '../request-validation';
import trafficAnswerSchema from '../../../schemas/api/traffic-answer.schema.json';
import type { Itinerary } from '../../../schemas/generated/api/itinerary';
import type { TrafficAnswer } from '../../../schemas/generated/api/traffic-answer';
import type { EditorialTrafficMessage } from '../../../schemas/generated/traffic/traffic-message';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import type { BffContext } from '../context';
import { answerApiError } from '../answers/api-errors';
import { registerApiSchemas } from '../request-validation';
import { loadJourneyData } from '../journeys/embedded/journey-data';
import { TEST_TODAY } from '../../../tests/helpers/embedded-timetable';
import { embeddedJourneyServices } from '../journeys/embedded/services';
import { EMBEDDED_FEED } from './environment';
import { HourlyRecords } from './hourly-records';
import { NetworkIndex } from './network-index';
import { trafficRoutes } from './routes';
import { TrafficService } from './service';

const root = join(import.meta.dirname, '../../..');
const NOW = new Date('2026-11-23T07:30:00Z');
const data = loadJourneyData(root, {}, { today: TEST_TODAY });
const network = new NetworkIndex(data);
const hourlyRecords = new HourlyRecords(
  () => data.timetable,
  () => NOW,
);
const validateAnswer = createApiAjv().compile(trafficAnswerSchema);
const quietLogger = {
  warnings: [] as unknown[],
  warn(object: unknown) {
    this.warnings.push(object);
  },
};

const editorial: EditorialTrafficMessage[] = [
  {
    id: 'm6-works',
    statusType: 'travaux',
    lines: [{ codeLigne: 'M6' }],
    activePeriods: [{ start: '2026-11-01T00:00:00+01:00', end: '2027-01-01T00:00:00+01:00' }],
    updatedAt: '2026-11-20T09:00:00+01:00',
    translations: {
      fr: { title: 'Métro 6 : travaux', description: '<p>Coupure le soir.</p>' },
      en: { title: 'Metro 6: works', description: '<p>Closed in the evening.</p>' },
    },
  },
  {
    id: 'expired',
    statusType: 'perturbation',
    lines: [{ codeLigne: 'M6' }],
    activePeriods: [{ start: '2026-10-01T00:00:00+02:00', end: '2026-10-02T00:00:00+02:00' }],
    updatedAt: '2026-10-01T09:00:00+02:00',
    translations: { fr: { title: 'Ancien', description: '' } },
  },
  {
    id: 'normandie',
    statusType: 'perturbation',
    regions: ['28'],
    updatedAt: '2026-11-22T09:00:00+01:00',
    translations: { fr: { title: 'Normandie', description: '<p>Trains supprimés.</p>' } },
  },
];

function service(store: Store, feedLocation: string) {
  return new TrafficService({ store, network: () => network, hourlyRecords, feedLocation, pollSeconds: 60, clock: () => NOW });
}

describe.each(STORE_DIALECTS)('traffic alerts on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(async () => store.close());

  it('reads the real binary feed and the editorial messages, and answers each perimeter with the active ones only', async () => {
    const traffic = service(store, join(root, EMBEDDED_FEED));
    await traffic.start(async () => editorial, quietLogger);
    traffic.stop();
    const idf = await traffic.traffic({ perimeter: 'FR-IDF', locale: 'en' });
    expect(validateAnswer(idf)).toBe(true);
    const rerA = idf.messages.find((message) => message.id === 'rt-rer-a-signalisation')!;
    expect(rerA).toMatchObject({
      statusType: 'perturbation',
      title: 'RER A: disrupted service between La Défense and Cergy-le-Haut',
      lines: [{ codeLigne: 'A' }],
    });
    expect(rerA.description).toBe(
      '<p>Following a signalling fault at Houilles - Carrières-sur-Seine, trains run slowly on the Cergy branch.</p><p>Allow 15 to 20 extra minutes.</p>',
    );
    // Construction cause: works; a message with no English falls back to French.
    expect(idf.messages.find((message) => message.id === 'rt-rer-b-nord-travaux')!.statusType).toBe('travaux');
    expect(idf.messages.find((message) => message.id === 'm6-works')!.title).toBe('Metro 6: works');
    // Outside its active period: not shown (the Bercy closure is next weekend, the M6 message expired).
    expect(idf.messages.map((message) => message.id)).not.toContain('rt-metro-14-bercy');
    expect(idf.messages.map((message) => message.id)).not.toContain('expired');
    expect(idf.messages.some((message) => message.id === 'normandie' || message.id.startsWith('rt-ter'))).toBe(false);
    expect(idf.hourlyRecords.map((record) => record.file)).toContain('/api/traffic/hourly-records/RER-B.pdf');

    const lineB = await traffic.traffic({ perimeter: 'FR-IDF', line: 'B', locale: 'fr' });
    expect(lineB.messages.every((message) => message.lines.some((line) => line.codeLigne === 'B'))).toBe(true);
    expect(lineB.hourlyRecords.map((record) => record.file)).toEqual(['/api/traffic/hourly-records/RER-B.pdf']);
    expect(lineB.hourlyRecords[0]!.title).toMatch(/^RER B – /);

    const ter = await traffic.traffic({ perimeter: 'TER', locale: 'fr' });
    expect(ter.messages.map((message) => message.id)).toEqual(
      expect.arrayContaining(['normandie', 'rt-ter-ara-lyon-saint-etienne', 'rt-ter-hdf-lille-retards']),
    );
    expect(ter.messages.some((message) => message.lines.length > 0)).toBe(false);
    const auvergne = await traffic.traffic({ perimeter: '84', locale: 'fr' });
    expect(auvergne.messages.map((message) => message.id)).toEqual(['rt-ter-ara-lyon-saint-etienne']);
    // SNCF's TER line C18 Ambérieu – Lyon – Saint-Étienne, by its feed's route_id.
    expect(auvergne.hourlyRecords.map((record) => record.file)).toContain(
      `/api/traffic/hourly-records/${encodeURIComponent('FR:Line::6349C213-7B19-4078-BF2B-43CBECDA9545:')}.pdf`,
    );
    expect(await traffic.traffic({ perimeter: '94', locale: 'fr' })).toMatchObject({ messages: [], hourlyRecords: [] });
    // Asked again after the others (the lists are kept per perimeter and line): each its own.
    expect((await traffic.traffic({ perimeter: 'FR-IDF', locale: 'fr' })).hourlyRecords).toEqual(idf.hourlyRecords);
    expect((await traffic.traffic({ perimeter: 'FR-IDF', line: 'B', locale: 'fr' })).hourlyRecords).toEqual(lineB.hourlyRecords);
  });

  it('keeps the last good alerts when the feed cannot be parsed, and says why in the log and the store', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'quai-feed-'));
    const feed = join(folder, 'alerts.pb');
    const traffic = service(store, feed);
    writeFileSync(feed, await import('node:fs').then((fs) => fs.readFileSync(join(root, EMBEDDED_FEED))));
    await traffic.refreshFeed();
    const before = await traffic.traffic({ perimeter: 'FR-IDF', locale: 'fr' });
    expect(before.messages.length).toBeGreaterThan(5);
    writeFileSync(feed, Buffer.from('this is not a protobuf feed \x08\xff\xff\xff'));
    const logger = {
      warnings: [] as unknown[],
      warn(object: unknown) {
        this.warnings.push(object);
      },
    };
    await traffic.start(async () => editorial, logger);
    traffic.stop();
    expect(logger.warnings).toHaveLength(1);
    expect((await traffic.store.sourceState('gtfs-rt'))!.last_error).toBeTruthy();
    const after = await service(store, feed).traffic({ perimeter: 'FR-IDF', locale: 'fr' });
    expect(after.messages.filter((message) => message.id.startsWith('rt-')).map((message) => message.id)).toEqual(
      before.messages.filter((message) => message.id.startsWith('rt-')).map((message) => message.id),
    );
  });

  it('starts when the store refuses its refresh, logs it and tries again a second later', async () => {
    const away = await openTestStore(dialect);
    await away.close();
    const logger = {
      warnings: [] as Array<{ object: unknown; message: string }>,
      warn(object: unknown, message: string) {
        this.warnings.push({ object, message });
      },
    };
    const traffic = service(away, join(root, EMBEDDED_FEED));
    await expect(traffic.start(async () => editorial, logger)).resolves.toBeUndefined();
    traffic.stop();
    expect(logger.warnings.at(-1)).toMatchObject({ message: 'traffic refresh failed; tried again later', object: { retryInMs: 1000 } });
  });

  it('hands no-service alerts to the journeys: the planner avoids a closed station while the alert is active', async () => {
    const traffic = service(store, join(root, EMBEDDED_FEED));
    await traffic.refreshFeed();
    await traffic.current();
    const alerts = traffic.networkAlerts();
    const bercy = alerts.alerts.find((alert) => alert.id === 'rt-metro-14-bercy')!;
    expect(bercy.noService).toBe(true);
    expect([...bercy.stations].map((station) => data.timetable.stations[station]!.code)).toEqual(['87686667']);
    const journeys = embeddedJourneyServices({ ...data, alerts: () => alerts });
    const search = {
      departureType: 'ZONE_ARRET' as const,
      departureCode: '87384008',
      arrivalType: 'ZONE_ARRET' as const,
      arrivalCode: '87686667',
      departureLat: 0,
      departureLng: 0,
      arrivalLat: 0,
      arrivalLng: 0,
      sens: 'PARTIR_APRES' as const,
      locale: 'fr' as const,
      modes: ['METRO' as const],
      initialQuery: true,
    };
    const metroCallsAtBercy = (itineraries: Itinerary[]) =>
      itineraries.some((itinerary) =>
        itinerary.listeEtapes.etape.some(
          (step) => step.type === 'TRANSPORT' && [step.depart, step.arrivee].some((end) => end.emplacement.code === '87686667'),
        ),
      );
    // Sunday 29 November at noon the station is closed: travellers walk from Gare de Lyon; on the Monday before, the metro takes them there.
    const closed = await journeys.itineraries({ ...search, date: '2026-11-29T12:00' });
    expect(closed.length).toBeGreaterThan(0);
    expect(metroCallsAtBercy(closed)).toBe(false);
    expect(closed[0]!.events.works?.map((event) => event.title)).toContain('Métro 14 : station Bercy fermée le week-end du 28 novembre');
    expect(metroCallsAtBercy(await journeys.itineraries({ ...search, date: '2026-11-23T12:00' }))).toBe(true);
  });

  it('hands the journeys their alerts from the first one asked after the start, and right after every refresh', async () => {
    const traffic = service(store, join(root, EMBEDDED_FEED));
    const rerA = () => traffic.networkAlerts().alerts.some((alert) => alert.id === 'rt-rer-a-signalisation');
    await traffic.start(async () => editorial, quietLogger);
    traffic.stop();
    expect(rerA()).toBe(true);
    // The next poll: journeys asked for while it reads the store back keep the alerts.
    const refreshing = traffic.refreshFeed();
    expect(rerA()).toBe(true);
    await refreshing;
    expect(rerA()).toBe(true);
  });

  it('shows a disruption in the train details and station boards of the runs it touches', async () => {
    const traffic = service(store, join(root, EMBEDDED_FEED));
    await traffic.refreshFeed();
    await traffic.current();
    const journeys = embeddedJourneyServices({ ...data, alerts: () => traffic.networkAlerts() });
    const title = 'RER A: disrupted service between La Défense and Cergy-le-Haut';
    const board = await journeys.stationTimetable({ codeZoneArret: '87382655', dateHeure: '2026-11-23T09:00:00+01:00', locale: 'en' });
    const rerA = board.lignes.find((line) => line.code === 'RER-A')!;
    const departures = board.horaires[rerA.code]!.depart;
    expect(departures.length).toBeGreaterThan(0);
    for (const departure of departures)
      expect(departure.events.filter((event) => event.category === 'disturbance').map((event) => event.title)).toContain(title);
    const [train] = await journeys.trainDetails({
      dateCirculation: '2026-11-23',
      numeros: [departures[0]!.trainInfo.numeroCirculation],
      locale: 'en',
    });
    expect(train!.events.disturbance?.map((event) => event.title)).toContain(title);
    // Other lines are not touched.
    const lyon = await journeys.stationTimetable({ codeZoneArret: '87723197', dateHeure: '2026-11-23T09:00:00+01:00', locale: 'en' });
    expect(
      Object.values(lyon.horaires)
        .flatMap((line) => line?.depart ?? [])
        .flatMap((departure) => departure.events)
        .some((event) => event.title === title),
    ).toBe(false);
  });
});

describe('GET /api/traffic and the hourly records', () => {
  const app = Fastify({ logger: false });
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore('sqlite');
    const traffic = service(store, join(root, EMBEDDED_FEED));
    registerApiSchemas(app);
    app.setErrorHandler(answerApiError);
    const content = { content: { documents: () => editorial.map((value) => ({ origin: 'test', value })) } };
    await trafficRoutes(app, { root, store, runtime: async () => content, services: { traffic, hourlyRecords } } as unknown as BffContext);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('answers the schema shape, 400 with the reason on a malformed query', async () => {
    const ok = await app.inject('/api/traffic?perimeter=FR-IDF&locale=it&line=A');
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as TrafficAnswer;
    expect(validateAnswer(body)).toBe(true);
    expect(body.messages[0]!.title).toBe('RER A: traffico perturbato tra La Défense e Cergy-le-Haut');
    for (const url of [
      '/api/traffic',
      '/api/traffic?perimeter=',
      '/api/traffic?perimeter=%3Cscript%3E',
      '/api/traffic?perimeter=TER&locale=de',
      '/api/traffic?perimeter=TER&colour=red',
    ]) {
      const bad = await app.inject(url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message.error).toMatch(/perimeter|locale|additional/);
    }
  });

  it('answers empty lists for a perimeter nobody uses, whatever its form', async () => {
    for (const perimeter of ['99', 'ZZ', 'paris', 'FR-XX']) {
      const unknown = await app.inject(`/api/traffic?perimeter=${perimeter}`);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toMatchObject({ messages: [], hourlyRecords: [] });
    }
  });

  it('serves a line sheet as a real PDF of the current week, and 404 for an unknown line', async () => {
    const response = await app.inject('/api/traffic/hourly-records/RER-B.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toMatch(/^RER B/);
    expect((await app.inject('/api/traffic/hourly-records/NOPE.pdf')).statusCode).toBe(404);
  });
});
