import type { Browser } from 'playwright-core';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
// The site's clock and time zone, which the simulator and the decoder read.
import '../../site/engine-config';
import { embeddedTimetable } from '../helpers/embedded-timetable';
import { decodeTripUpdates } from '../../site/bff/realtime/decode-trip-updates';
import { simulateTripUpdates } from '../../site/bff/realtime/simulator';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, openPage } from './browser';
import { startServer, type RunningServer } from './server';
import { testDay } from './test-now';
import { lookUp } from './traveller-file-lookup';

/**
 * The traveller file at the real times of the default configuration: a server of its own (its
 * clock at the test's Thursday 08:00, so the booked train has not yet arrived whatever the suite's
 * length) reads the embedded simulator's feed under its default seed. Demo booking QUAI08 rides
 * today's TER 858057 Nantes → Le Croisic, which that feed has running late.
 */

const timetable = embeddedTimetable(testDay());
const trip = timetable.trips.find(
  (candidate) => candidate.number === '858057' && timetable.services.runsOn(candidate.serviceId, testDay()),
)!;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hhmm = (instant: string | number) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** QUAI08's travel as the lookup answers it now, and the delays the simulator's feed (as the server last read it) gives its run. */
async function lateTravel() {
  const response = await fetch(`${server.url}/api/bff/booking-file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: 'QUAI08', passengerName: 'Moreau' }),
  });
  expect(response.status).toBe(200);
  const travel = ((await response.json()) as BookingFileAnswer).passengerData[0]!.travels[0]!;
  expect(travel.realTime).toBeDefined();
  // The feed the server read: the simulator's at the moment it was written, under the default seed.
  const written = new Date(travel.realTime!.updatedAt);
  const live = decodeTripUpdates(simulateTripUpdates(timetable, { seed: 'quai', now: written }), timetable, {
    now: written,
    maxAgeSeconds: 300,
  });
  return { travel, run: live.get(testDay(), trip.id)! };
}

describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
])('the traveller file at real times, at %s', (_label, viewport) => {
  it("shows the delay of today's late train beside its booked times", async () => {
    const { travel, run } = await lateTravel();
    const last = trip.stopTimes.length - 1;
    expect(run.cancelled).toBe(false);
    expect(run.arrivalDelays[last]).toBeGreaterThan(0);
    expect(travel.realTime).toMatchObject({
      cancelled: false,
      departure: { delay: run.departureDelays[0], deleted: false },
      arrival: { delay: run.arrivalDelays[last], deleted: false },
    });

    const { page, errors } = await openPage(browser, `${server.url}/dossier-voyageur`, viewport);
    await lookUp(page, server.url, 'QUAI08', 'moreau');
    await page.waitForURL(`${server.url}/dossier-voyageur/billets`);
    const card = page.getByRole('article', { name: 'TER 858057' });
    const arrival = card.locator('dd').filter({ hasText: 'Le Croisic' });
    await arrival.waitFor();
    // The real arrival, then the booked one struck through, and the delay said in words.
    expect(await arrival.locator('time').first().textContent()).toBe(hhmm(travel.realTime!.arrival.realDate));
    expect(await arrival.locator('del time').getAttribute('datetime')).toBe(travel.arrivalDate);
    expect(await arrival.locator('del time').textContent()).toBe(hhmm(travel.arrivalDate));
    expect(await arrival.getByText(`Retard de ${run.arrivalDelays[last]} min`).isVisible()).toBe(true);
    const departure = card.locator('dd').filter({ hasText: 'Nantes' });
    const leavesLate = run.departureDelays[0]! > 0;
    expect(await departure.getByText(leavesLate ? `Retard de ${run.departureDelays[0]} min` : 'À l’heure').isVisible()).toBe(true);
    expect(await card.getByText(`Horaires en temps réel, mis à jour à ${hhmm(travel.realTime!.updatedAt)}`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
