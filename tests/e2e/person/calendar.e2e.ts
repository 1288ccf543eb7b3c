import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { resultCards, resultsSearch } from '../journey-paths';
import { arrive, press, sees, tabTo, WIDTHS } from './pace';
import { typeLookup } from './traveller-file-lookup';

/**
 * "Ajouter à mon agenda" at a person's pace: a journey's detail view and a travel of the
 * traveller file each give a calendar file, read back here with a real iCalendar parser
 * (ical.js) and compared with what the page shows. Nothing about the trains is written here.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses the focused "Ajouter à mon agenda" and reads the events of the file the browser downloads. */
async function downloadCalendar(page: Page, button: Locator) {
  await tabTo(button, { limit: 80 });
  const download = page.waitForEvent('download');
  await press(page, 'Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const calendar = new ICAL.Component(ICAL.parse(readFileSync((await file.path())!, 'utf8')));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      location: event.location,
      url: String(component.getFirstPropertyValue('url') ?? ''),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

const parisTime = (date: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(date);

describe.concurrent.each(WIDTHS)('calendar files at %s', (_width, viewport) => {
  it('adds an itinerary’s trains to the calendar with the times and stations its detail view shows', async () => {
    const { page, errors } = await arrive(browser, resultsSearch(), viewport);
    await resultCards(page).first().waitFor();
    await resultCards(page).first().focus();
    await press(page, 'Enter');
    await sees(page.getByRole('heading', { name: "Détail de l'itinéraire" }));
    const [departure, arrival] = await page.getByRole('definition').allTextContents();
    // Each ride names its train ("<name> <number>", after its line when shown): not a time, not a station.
    const trains = (await page.locator('ol li p span').allTextContents()).filter((text) => /^[^:]*\s\d{2,6}$/.test(text));
    expect(trains.length).toBeGreaterThan(0);

    const events = await downloadCalendar(page, page.getByRole('button', { name: 'Ajouter à mon agenda' }));
    expect(events).toHaveLength(trains.length);
    const [first, last] = [events[0]!, events.at(-1)!];
    expect(departure).toContain(parisTime(first.start));
    expect(departure).toContain(first.location);
    expect(arrival).toContain(parisTime(last.end));
    for (const [index, event] of events.entries()) {
      expect(event.summary).toContain(trains[index]!.split(' · ').at(-1));
      expect(event.end.getTime()).toBeGreaterThan(event.start.getTime());
      expect(new URL(event.url).pathname).toBe('/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train/detail-train');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('adds a travel of the traveller file to the calendar with its train, stations, times, coach and seat', async () => {
    const { page, errors } = await arrive(browser, '/dossier-voyageur', viewport);
    await typeLookup(page, 'QUAI01', 'Martin');
    await press(page, 'Enter');
    await page.waitForURL(/\/dossier-voyageur\/billets$/);
    const card = page.getByRole('article').first();
    const train = (await card.getByRole('heading', { level: 4 }).textContent())!;
    const stops = await card.getByRole('definition').allTextContents();

    const [event, ...others] = await downloadCalendar(page, card.getByRole('button', { name: 'Ajouter à mon agenda' }));
    expect(others).toEqual([]);
    expect(event!.summary).toContain(train);
    expect(stops[0]).toContain(parisTime(event!.start));
    expect(stops[0]).toContain(event!.location);
    expect(stops[1]).toContain(parisTime(event!.end));
    expect(new URL(event!.url).searchParams.get('numeroCirculation')).toBe(train.split(' ').at(-1));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
