import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Departure, StationTimetable } from '../../schemas/generated/api/station-timetable';
// The site's clock and time zone, which the simulator and the decoder read.
import '../../site/engine-config';
import { embeddedTimetable } from '../helpers/embedded-timetable';
import { plannedPlatform } from '../../site/bff/journeys/live/planned-platform';
import type { LiveTrips } from '../../site/bff/journeys/live/live-trips';
import { addDays } from '../../site/bff/journeys/timetable/days';
import { decodeTripUpdates } from '../../site/bff/realtime/decode-trip-updates';
import { simulateTripUpdates } from '../../site/bff/realtime/simulator';
import { axeViolations, DESKTOP, launchBrowser, openPage } from './browser';
import { BOARD, RESULTS } from './journey-paths';
import { startServer, type RunningServer } from './server';
import { testDay } from './test-now';

/**
 * Live trains as a visitor sees them: the server reads a trip updates file every 5 seconds; the
 * test writes into it the embedded simulator's feed, and the open board, without reloading,
 * shows a delay, a cancelled train and a change of track within one poll. The same train's page
 * and the itinerary results agree. The simulator's seed is chosen so that its feed touches the
 * trains the board shows at whatever hour the test runs.
 */

const { transit_realtime: rt } = GtfsRealtimeBindings;
const PARIS_GARE_DE_LYON = '87686006';
const POLL_SECONDS = 5;
const timetable = embeddedTimetable(testDay());
const feedFolder = mkdtempSync(join(tmpdir(), 'quai-trip-updates-'));
const feedFile = join(feedFolder, 'trip-updates.pb');

let server: RunningServer;
let browser: Browser;

/** Replaces the feed in one step, as an operator's publisher would: the server never reads half a file. */
function publish(bytes: Uint8Array) {
  writeFileSync(`${feedFile}.new`, bytes);
  renameSync(`${feedFile}.new`, feedFile);
}

/** A feed saying nothing: every train as planned. */
const quietFeed = (now: Date) =>
  rt.FeedMessage.encode({ header: { gtfsRealtimeVersion: '2.0', timestamp: Math.floor(now.getTime() / 1000) } }).finish();

const pause = (page: Page) => page.waitForTimeout(1000);

beforeAll(async () => {
  server = await startServer({ env: { QUAI_GTFS_RT_TRIP_UPDATES_URL: feedFile, QUAI_GTFS_RT_POLL_SECONDS: String(POLL_SECONDS) } });
  publish(quietFeed(server.now()));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Row {
  departure: Departure;
  tripId: string;
  /** The run's service day and the stop position of Paris Gare de Lyon in its trip. */
  day: string;
  position: number;
}

/** The board the server shows now, with each row's run. */
async function boardRows(): Promise<{ rows: Row[]; serverNow: Date }> {
  const response = await fetch(`${server.url}/api/bff/miv/get-station-timetable?codeZoneArret=${PARIS_GARE_DE_LYON}&locale=fr`);
  const board = (await response.json()) as StationTimetable;
  const station = timetable.stationByCode.get(PARIS_GARE_DE_LYON)!;
  const rows = Object.values(board.horaires)
    .flatMap((line) => line?.depart ?? [])
    .map((departure) => {
      const trip = timetable.trips.find((candidate) => candidate.id === departure.trainInfo.codeCirculation)!;
      const position = trip.stopTimes.findIndex((stopTime) => stopTime.station === station);
      // A run past midnight leaves on the day after its service day.
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(departure.dateHeure));
      const day = trip.stopTimes[position]!.departure >= 1440 ? addDays(date, -1) : date;
      return { departure, tripId: trip.id, day, position };
    });
  return { rows, serverNow: server.now() };
}

/** The simulator's feed for the moment just before the board's first train, under the first seed touching the board in the three ways. */
function simulatedFeedFor(rows: Row[], serverNow: Date) {
  const first = Math.min(...rows.map((row) => Date.parse(row.departure.dateHeure)));
  const moment = new Date(Math.max(first - 60_000, serverNow.getTime()));
  for (let attempt = 0; attempt < 400; attempt++) {
    const seed = `board-${attempt}`;
    const bytes = simulateTripUpdates(timetable, { seed, now: moment });
    const live = decodeTripUpdates(bytes, timetable, { now: moment, maxAgeSeconds: 300 });
    const run = (row: Row) => live.get(row.day, row.tripId);
    const late = rows.find((row) => !run(row)?.cancelled && (run(row)?.departureDelays[row.position] ?? 0) > 0);
    const cancelled = rows.find((row) => run(row)?.cancelled);
    const moved = rows.find((row) => {
      const track = run(row)?.tracks[row.position];
      return !run(row)?.cancelled && track !== undefined && track !== plannedPlatform(row.day, row.tripId, row.position).track;
    });
    if (late && cancelled && moved) {
      // Stamped with the server's time: the feed is fresh when the server reads it.
      const feed = rt.FeedMessage.decode(bytes);
      feed.header.timestamp = Math.floor(serverNow.getTime() / 1000);
      return { bytes: rt.FeedMessage.encode(feed).finish(), live, late, cancelled, moved };
    }
  }
  throw new Error('no seed of the simulator touches this board in the three ways');
}

const rowOf = (page: Page, row: Row) =>
  page
    .locator(`a[href*="codeCirculation=${encodeURIComponent(row.tripId)}"]`)
    .filter({ has: page.locator(`time[datetime="${row.departure.dateHeure}"], del time[datetime="${row.departure.dateHeure}"]`) });

const delayOf = (live: LiveTrips, row: Row) => live.get(row.day, row.tripId)!.departureDelays[row.position]!;
const hhmm = (instant: number) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(instant);

describe('live trains', () => {
  it('shows a delay, a cancelled train and a change of track on an open board without reloading, and the train page and results agree', async () => {
    const { rows, serverNow } = await boardRows();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const { bytes, live, late, cancelled, moved } = simulatedFeedFor(rows, serverNow);

    const { page, errors } = await openPage(browser, `${server.url}${BOARD}`, DESKTOP);
    await page.getByRole('heading', { name: 'Prochains départs' }).waitFor();
    expect(await page.getByText(/^Mis à jour à \d{2}:\d{2}$/).isVisible()).toBe(true);
    expect(await rowOf(page, late).getByText("À l'heure").isVisible()).toBe(true);
    // A reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const boardTop = await page.getByRole('heading', { name: 'Prochains départs' }).boundingBox();
    await pause(page);

    publish(bytes);
    // Within one poll of the server, and the stream's delivery.
    const withinAPoll = { timeout: (POLL_SECONDS * 2 + 5) * 1000 };
    const lateRow = rowOf(page, late);
    await lateRow.getByText('Retard', { exact: true }).waitFor(withinAPoll);
    const realTime = Date.parse(late.departure.dateHeure) + delayOf(live, late) * 60000;
    expect(await lateRow.locator('time').first().textContent()).toBe(hhmm(realTime));
    expect(await lateRow.locator('del time').textContent()).toBe(hhmm(Date.parse(late.departure.dateHeure)));
    await rowOf(page, cancelled).getByText('Supprimé', { exact: true }).waitFor(withinAPoll);
    const newTrack = live.get(moved.day, moved.tripId)!.tracks[moved.position]!;
    await rowOf(page, moved).getByText(`Changement de voie : voie ${newTrack}`).waitFor(withinAPoll);
    expect(
      await rowOf(page, moved)
        .getByText(new RegExp(`^Voie ${newTrack}(?!\\d)`))
        .isVisible(),
    ).toBe(true);
    // Said politely, the page neither reloaded nor moved, and the focus stayed where it was.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /départs? modifiés?/ })
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(await page.getByRole('heading', { name: 'Prochains départs' }).boundingBox()).toEqual(boardTop);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await pause(page);

    // The late train's page, opened from its row with the keyboard, tells the same delay.
    await lateRow.focus();
    await pause(page);
    const [details] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await details.waitForLoadState('domcontentloaded');
    const stop = details.locator('li').filter({ has: details.locator(`del time[datetime="${late.departure.dateHeure}"]`) });
    await stop.first().waitFor();
    expect(await stop.first().locator('time').first().textContent()).toBe(hhmm(realTime));
    await pause(details);

    // The itinerary results show the real departure of the late train.
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
      .format(Date.parse(late.departure.dateHeure))
      .replace(' ', 'T');
    const destination = late.departure.trainDestination;
    await details.goto(
      `${server.url}${RESULTS}?departureLabel=Paris+Gare+de+Lyon&departureCode=${PARIS_GARE_DE_LYON}&departureType=ZONE_ARRET&departureLat=48.844888&departureLng=2.37352` +
        `&arrivalLabel=${encodeURIComponent(destination.mainDestination)}&arrivalCode=${destination.codeDestination}&arrivalType=ZONE_ARRET&arrivalLat=0&arrivalLng=0&sens=PARTIR_APRES&date=${local}`,
    );
    const card = details
      .locator('[data-itinerary-id]')
      .filter({ has: details.locator(`del time[datetime="${late.departure.dateHeure}"]`) });
    await card.first().waitFor();
    expect(await card.first().locator('time').first().textContent()).toBe(hhmm(realTime));
    expect(errors).toEqual([]);
  });
});
