import Fastify from 'fastify';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Itinerary } from '../../../schemas/generated/api/itinerary';
import type { Location } from '../../../schemas/generated/api/location';
import type { StationTimetable } from '../../../schemas/generated/api/station-timetable';
import type { TrainDetail } from '../../../schemas/generated/api/train-detail';
import type { BffContext } from '../context';
import { answerApiError } from '../answers/api-errors';
import { registerApiSchemas } from '../request-validation';
import { embeddedJourneyServices } from './embedded/services';
import { loadJourneyData } from './embedded/journey-data';
import { TEST_TODAY } from '../../../tests/helpers/embedded-timetable';
import { journeyRoutes } from './routes';

const root = join(import.meta.dirname, '../../..');
const data = loadJourneyData(root, {}, { today: TEST_TODAY });
const app = Fastify({ logger: false });
beforeAll(async () => {
  registerApiSchemas(app);
  app.setErrorHandler(answerApiError);
  await journeyRoutes(app, {
    root,
    services: { journeys: embeddedJourneyServices(data, () => new Date('2026-11-23T07:30:00Z')) },
  } as BffContext);
});

const PARIS_LYON =
  'departureType=ZONE_ARRET&departureCode=87686006&departureLat=48.844&departureLng=2.374&arrivalType=ZONE_ARRET&arrivalCode=87723197&arrivalLat=45.76&arrivalLng=4.86&locale=fr';
const get = async <T>(url: string) => {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json() as T };
};

describe('GET /api/bff/itineraries', () => {
  it('answers Pareto-good itineraries after the date, in the spec shape', async () => {
    const { status, body } = await get<Itinerary[]>(
      `/api/bff/itineraries?${PARIS_LYON}&sens=PARTIR_APRES&date=2026-11-23T08:00&initialQuery=true`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    for (const itinerary of body) {
      expect(itinerary.dateHeureDepart >= '2026-11-23T08:00:00+01:00').toBe(true);
      expect(itinerary.listeEtapes.etape[0]!.depart.emplacement.libelle).toBe('Paris Gare de Lyon');
      expect(itinerary.listeEtapes.etape.at(-1)!.arrivee.emplacement.libelle).toBe('Lyon Part Dieu');
      expect(itinerary.emissionsCO2).toBeGreaterThan(0);
    }
    const direct = body.find((itinerary) => itinerary.itineraryType.category === 'DIRECT')!;
    const circulation = direct.listeEtapes.etape[0]!.listeCirculations.circulation[0]!;
    expect(circulation).toMatchObject({
      mode: 'HIGHSPEEDRAIL',
      parcours: { route: { ligne: { libelleLigne: 'TGV INOUI', presentation: { codeCouleur: '9B2743' } } } },
    });
    expect(direct.longFormats[0]!.affluence).toMatch(/^(FAIBLE|MOYENNE|FORTE)$/);
  });

  it('pages: the next page starts one minute after the last real departure', async () => {
    const first = (await get<Itinerary[]>(`/api/bff/itineraries?${PARIS_LYON}&sens=PARTIR_APRES&date=2026-11-23T08:00`)).body;
    const next = first.at(-1)!.dateHeureDepartReelle;
    const nextStart = new Date(Date.parse(next) + 60000).toISOString();
    const second = (
      await get<Itinerary[]>(
        `/api/bff/itineraries?${PARIS_LYON}&sens=PARTIR_APRES&date=${encodeURIComponent(nextStart)}&initialQuery=false`,
      )
    ).body;
    expect(second.length).toBeGreaterThan(0);
    for (const itinerary of second)
      expect(Date.parse(itinerary.dateHeureDepart)).toBeGreaterThanOrEqual(Date.parse(nextStart) - 60 * 60000);
    expect(second.map((itinerary) => itinerary.id)).not.toEqual(first.map((itinerary) => itinerary.id));
  });

  it('arrives before the date with ARRIVER_AVANT, and keeps to the modes asked', async () => {
    const { body } = await get<Itinerary[]>(
      `/api/bff/itineraries?${PARIS_LYON}&sens=ARRIVER_AVANT&date=2026-11-23T18:00&modes=HIGHSPEEDRAIL`,
    );
    expect(body.length).toBeGreaterThan(0);
    for (const itinerary of body) {
      expect(Date.parse(itinerary.dateHeureArrivee)).toBeLessThanOrEqual(Date.parse('2026-11-23T18:00:00+01:00'));
      for (const step of itinerary.listeEtapes.etape)
        for (const circulation of step.listeCirculations.circulation) expect(circulation.mode).toBe('HIGHSPEEDRAIL');
    }
  });

  it('walks between close stations as a LIAISON step', async () => {
    const query =
      'departureType=ZONE_ARRET&departureCode=87547000&departureLat=1&departureLng=1&arrivalType=ZONE_ARRET&arrivalCode=87723197&arrivalLat=1&arrivalLng=1&locale=fr&sens=PARTIR_APRES&date=2026-11-23T08:00&modes=HIGHSPEEDRAIL';
    const { body } = await get<Itinerary[]>(`/api/bff/itineraries?${query}`);
    expect(body[0]!.listeEtapes.etape.map((step) => step.type)).toContain('LIAISON');
  });

  it('answers an empty array when a required parameter is missing or malformed, or a place unknown', async () => {
    for (const url of [
      `/api/bff/itineraries?${PARIS_LYON}&sens=PARTIR_APRES`,
      `/api/bff/itineraries?${PARIS_LYON.replace('&locale=fr', '')}&sens=PARTIR_APRES&date=2026-11-23T08:00`,
      `/api/bff/itineraries?${PARIS_LYON}&sens=SIDEWAYS&date=2026-11-23T08:00`,
      `/api/bff/itineraries?${PARIS_LYON}&sens=PARTIR_APRES&date=not-a-date`,
      `/api/bff/itineraries?${PARIS_LYON.replace('87723197', '99999999')}&sens=PARTIR_APRES&date=2026-11-23T08:00`,
      `/api/bff/itineraries?${PARIS_LYON}&sens=PARTIR_APRES&date=2026-11-23T08:00&modes=ROCKET`,
    ]) {
      expect(await get(url)).toEqual({ status: 200, body: [] });
    }
  });
});

describe('GET /api/bff/get-train-details', () => {
  it('answers the run of a number with its stops, events and composition', async () => {
    // SNCF's TGV INOUI 6103, Paris Gare de Lyon 07:38 → Marseille Saint-Charles 10:58.
    const { status, body } = await get<TrainDetail[]>(
      '/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=6103&locale=fr',
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      numeroCirculation: '6103',
      libelleLigne: 'TGV INOUI',
      destinationCode: '87751008',
      reservations: { required: true },
    });
    expect(body[0]!.stops.stops.map((stop) => stop.location.label)).toEqual([
      'Paris Gare de Lyon',
      'Avignon TGV',
      'Aix-en-Provence TGV',
      'Marseille Saint-Charles',
    ]);
    expect(body[0]!.composition.stops[0]!.compositionElements[0]!.cars.length).toBeGreaterThan(0);
  });

  it('gives one detail per number asked, filtered by destinationCode', async () => {
    const several = (
      await get<TrainDetail[]>('/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=6103&numeroCirculation=6180')
    ).body;
    expect(several.map((detail) => [detail.numeroCirculation, detail.destinationCode]).sort()).toEqual([
      ['6103', '87751008'],
      ['6180', '87686006'],
    ]);
    const filtered = (
      await get<TrainDetail[]>(
        '/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=6103&numeroCirculation=6180&destinationCode=87686006',
      )
    ).body;
    expect(filtered.map((detail) => detail.numeroCirculation)).toEqual(['6180']);
  });

  it('answers nothing for unknown numbers, dates or destinations, and 400 for malformed input', async () => {
    expect((await get('/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=999999')).body).toEqual([]);
    expect((await get('/api/bff/get-train-details?dateCirculation=2040-01-01&numeroCirculation=6103')).body).toEqual([]);
    expect((await get('/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=6103&destinationCode=1')).body).toEqual([]);
    for (const url of [
      '/api/bff/get-train-details?numeroCirculation=6101',
      '/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=12ab',
      '/api/bff/get-train-details?dateCirculation=2026-02-30&numeroCirculation=6101',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/bff/miv/get-station-timetable', () => {
  it('answers the next real departures grouped by line', async () => {
    const { body } = await get<StationTimetable>(
      '/api/bff/miv/get-station-timetable?codeZoneArret=87686006&dateHeure=2026-11-23T08:00:00%2B01:00',
    );
    expect(body.gare).toMatchObject({ nom: 'Paris Gare de Lyon', region: { code: '11', libelle: 'Île-de-France' } });
    expect(body.lignes.map((line) => line.label)).toEqual(expect.arrayContaining(['OUIGO', 'RER A', 'RER D', 'Métro 14']));
    expect(body.lignes.map((line) => line.label)).toContain('TGV INOUI · Paris - Lyon TGV');
    for (const line of body.lignes) {
      const departures = body.horaires[line.code]!.depart;
      expect(departures.length).toBeGreaterThan(0);
      for (const departure of departures) {
        expect(departure.trainInfo.modeTransport.ligneLibelle).toBe(line.label);
        expect(Date.parse(departure.dateHeureReelle)).toBeGreaterThanOrEqual(Date.parse('2026-11-23T08:00:00+01:00'));
      }
    }
  });

  it('lists mainline trains before urban lines, and gives platform zones to mainline departures only', async () => {
    const { body } = await get<StationTimetable>(
      '/api/bff/miv/get-station-timetable?codeZoneArret=87686006&dateHeure=2026-11-23T08:00:00%2B01:00',
    );
    const urban = body.lignes.map((line) => line.isIDF);
    expect(urban).toContain(true);
    expect(urban).toContain(false);
    expect(urban.indexOf(true)).toBeGreaterThan(urban.lastIndexOf(false));
    const departures = body.lignes.flatMap((line) =>
      body.horaires[line.code]!.depart.map((departure) => ({ urban: line.isIDF, zone: departure.platform.quai })),
    );
    expect(departures.filter((departure) => departure.urban).every((departure) => departure.zone === null)).toBe(true);
    expect(
      departures.filter((departure) => !departure.urban).every((departure) => ['Verte', 'Bleue', 'Rose'].includes(departure.zone!)),
    ).toBe(true);
  });

  it('gives each line of a board its own label, and each departure the trip that names its service', async () => {
    const { body } = await get<StationTimetable>(
      '/api/bff/miv/get-station-timetable?codeZoneArret=87723197&dateHeure=2026-11-23T08:00:00%2B01:00',
    );
    const labels = body.lignes.map((line) => line.label);
    expect(new Set(labels).size).toBe(labels.length);
    // SNCF's lines as a traveller reads them: a TGV's brand and its route, a TER's line code.
    expect(labels).toEqual(expect.arrayContaining(['TGV INOUI · Paris - Lyon TGV', 'TER C12', 'TER K6']));
    for (const line of body.lignes)
      for (const departure of body.horaires[line.code]!.depart) expect(departure.trainInfo.codeCirculation).toBeTruthy();
  });

  it('shows the same events for a train as its details', async () => {
    const board = (
      await get<StationTimetable>('/api/bff/miv/get-station-timetable?codeZoneArret=87686006&dateHeure=2026-11-23T08:00:00%2B01:00')
    ).body;
    const departure = Object.values(board.horaires)
      .flatMap((line) => line!.depart)
      .find((candidate) => candidate.events.length > 0)!;
    const details = (
      await get<TrainDetail[]>(
        `/api/bff/get-train-details?dateCirculation=2026-11-23&numeroCirculation=${departure.trainInfo.numeroCirculation}`,
      )
    ).body;
    const detail = details.find((candidate) => candidate.destinationCode === departure.trainDestination.codeDestination)!;
    expect(Object.values(detail.events).flat()).toEqual(departure.events);
  });

  it('lets caches share a board for 30 seconds', async () => {
    const response = await app.inject('/api/bff/miv/get-station-timetable?codeZoneArret=87686006');
    expect(response.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
  });

  it('answers an empty board for an unknown station, 400 without a station or with a bad date', async () => {
    expect((await get('/api/bff/miv/get-station-timetable?codeZoneArret=00000000')).body).toEqual({ gare: null, lignes: [], horaires: {} });
    expect((await app.inject('/api/bff/miv/get-station-timetable')).statusCode).toBe(400);
    expect((await app.inject('/api/bff/miv/get-station-timetable?codeZoneArret=87686006&dateHeure=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /api/bff/locations', () => {
  it('finds one commune then stop zones, ignoring accents and case, with station codes', async () => {
    const { body } = await get<Location[]>('/api/bff/locations?libelle=LYON');
    expect(body[0]).toMatchObject({ type: 'COMMUNE', libelle: 'Lyon', code: '69123' });
    expect(body.slice(1).every((location) => location.type === 'ZONE_ARRET')).toBe(true);
    expect(body).toHaveLength(6);
    const partDieu = body.find((location) => location.libelle === 'Lyon Part Dieu')!;
    expect(partDieu.infosZoneArret!.listeCodes.valeur).toEqual(
      expect.arrayContaining([
        { type: 'codeUIC', valeur: '87723197' },
        { type: 'codeRESARAIL', valeur: 'FRLPD' },
      ]),
    );
    const accents = (await get<Location[]>('/api/bff/locations?libelle=nimes&typeEmplacement=ZONE_ARRET&limit=2')).body;
    expect(accents.map((location) => location.libelle)).toContain('Nîmes');
    expect(accents).toHaveLength(2);
  });

  it('answers nothing under two characters and never fails on odd characters', async () => {
    expect((await get('/api/bff/locations?libelle=L')).body).toEqual([]);
    for (const odd of ['%25%25', '%F0%9F%9A%86%F0%9F%9A%86', '%22%3B--', '%5C%5C%5C', '((((']) {
      const response = await app.inject(`/api/bff/locations?libelle=${odd}`);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });
});
