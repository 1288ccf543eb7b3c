import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { testDay } from './test-now';

/** Addresses of the journey screens, shared by the journey end-to-end files. */
export const RESULTS = '/itineraires/resultats';
export const TRAIN_SEARCH = '/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train';
export const TRAIN_DETAILS = `${TRAIN_SEARCH}/detail-train`;
export const BOARD = '/gares/paris-gare-de-lyon/departs';
export const SCHEDULES = '/horaires-en-gare';

/** Today in Paris for the server under test (its clock starts at TEST_NOW), as the forms fill it in. */
export const today = () => testDay();

/** Tomorrow morning: the timetable runs every day and a morning search finds several trains. */
const tomorrowMorning = () => `${testDay(1)}T07:00`;

/** A results page for Paris Gare de Lyon → Lyon Part-Dieu tomorrow morning, as the search form writes it. */
export const resultsSearch = () =>
  `${RESULTS}?departureLabel=Paris+Gare+de+Lyon&departureCode=87686006&departureType=ZONE_ARRET&departureLat=48.844888&departureLng=2.37352` +
  `&arrivalLabel=Lyon+Part-Dieu&arrivalCode=87723197&arrivalType=ZONE_ARRET&arrivalLat=45.760581&arrivalLng=4.859435&sens=PARTIR_APRES&date=${tomorrowMorning()}`;

const PARIS_GARE_DE_LYON_CODE = '87686006';

/** A train number running today from Paris Gare de Lyon, read from the station's timetable. */
export async function trainLeavingToday(): Promise<string> {
  // The board from early this morning (05:00 or 06:00 in Paris, whatever the season): late in the
  // evening, the board from now on has no high-speed train left today.
  const morning = encodeURIComponent(`${today()}T06:00:00+01:00`);
  const answer = await fetch(
    `${baseUrl()}/api/bff/miv/get-station-timetable?codeZoneArret=${PARIS_GARE_DE_LYON_CODE}&dateHeure=${morning}`,
  );
  const timetable = (await answer.json()) as {
    horaires: Record<
      string,
      { depart: Array<{ dateHeure: string; trainInfo: { numeroCirculation: string; modeTransport: { codeSousMode: string } } }> }
    >;
  };
  const departures = Object.values(timetable.horaires).flatMap((line) => line.depart);
  const fast = departures.find(
    (departure) => departure.trainInfo.modeTransport.codeSousMode === 'HIGHSPEEDRAIL' && departure.dateHeure.startsWith(today()),
  );
  if (!fast) throw new Error('no high-speed departure from Paris Gare de Lyon today in the embedded timetable');
  return fast.trainInfo.numeroCirculation;
}

/** Each home page with its results page and the journey search's labels in its language: home, results, departure, arrival, submit. */
export const HOMES = [
  ['/', '/itineraires/resultats', 'Départ', 'Arrivée', 'Rechercher'],
  ['/en', '/en/itineraries/results', 'From', 'To', 'Search'],
  ['/es', '/es/itinerarios/resultados', 'Salida', 'Llegada', 'Buscar'],
  ['/it', '/it/itinerari/risultati', 'Partenza', 'Arrivo', 'Cerca'],
] as const;

/** The result cards of a results page. */
export const resultCards = (page: Page) => page.locator('[data-itinerary-id]');
