import type { Locale } from '@quai/engine/i18n';
import type { Departure, StationTimetable } from '../../../../schemas/generated/api/station-timetable';
import { plannedPlatform } from '../live/planned-platform';
import { platformChangeEvent } from '../live/wording';
import type { Run } from '../planner/connections';
import { callsAt } from '../timetable/calls-at';
import { addDays } from '../timetable/days';
import type { ParisMoment } from '../timetable/paris-time';
import type { Route } from '../timetable/types';
import type { JourneyData } from './journey-data';
import { regionOfInsee } from './regions';
import { runView } from './run-view';

/**
 * The board shows departures planned from a little before now (late trains still to leave) to
 * this far ahead, and further when fewer than MIN_DEPARTURES leave by then: at night, the first
 * trains of the morning, up to a day ahead.
 */
const HORIZON_MINUTES = 180;
const MIN_DEPARTURES = 10;
const FURTHEST_MINUTES = 1440;
const LOOK_BACK_MINUTES = 60;
const MAX_PER_LINE = 12;
const IDF_AGENCIES = new Set(['Transilien SNCF', 'RATP']);
/** Metro, RER, Transilien and tram lines: they stop at their own platforms, underground or apart. */
const isUrban = (route: Route) => IDF_AGENCIES.has(route.agencyName);
/**
 * Big Paris stations split their mainline platforms into coloured zones; the board shows the zone
 * of each mainline departure (urban lines have platforms of their own, outside the zones).
 */
const ZONED_STATIONS = new Set(['87686006', '87271007', '87391003']);

/** The real departures of the timetable from a station, grouped by line. An unknown station has no board. */
export function stationTimetable(data: JourneyData, code: string, now: ParisMoment, locale: Locale): StationTimetable {
  const { timetable } = data;
  const stationIndex = timetable.stationByCode.get(code);
  if (stationIndex === undefined) return { gare: null, lignes: [], horaires: {} };
  const station = timetable.stations[stationIndex]!;
  const alerts = data.alerts();
  const live = data.live();
  const planned: Array<{ run: Run; position: number; minute: number }> = [];
  const calls = callsAt(timetable, stationIndex);
  for (const dayOffset of [-1, 0, 1]) {
    const day = addDays(now.day, dayOffset);
    for (let call = 0; call < calls.length; call += 2) {
      const trip = timetable.trips[calls[call]!]!;
      const position = calls[call + 1]!;
      const stopTime = trip.stopTimes[position]!;
      // A board lists departures: not a run's last stop, nor a stop where the feed lets nobody board.
      if (position === trip.stopTimes.length - 1 || stopTime.noPickup) continue;
      const minute = stopTime.departure + dayOffset * 1440;
      if (minute < now.minute - LOOK_BACK_MINUTES || minute > now.minute + FURTHEST_MINUTES) continue;
      if (timetable.services.runsOn(trip.serviceId, day)) planned.push({ run: { trip: trip.index, day, dayOffset }, position, minute });
    }
  }
  planned.sort((a, b) => a.minute - b.minute);
  const departures: Array<{ route: Route; minute: number; departure: Departure }> = [];
  for (const { run, position, minute } of planned) {
    if (minute > now.minute + HORIZON_MINUTES && departures.length >= MIN_DEPARTURES) break;
    const trip = timetable.trips[run.trip]!;
    const view = runView(timetable, run.trip, run.day, locale, alerts, live);
    const real = minute + view.situation.delays[position]!;
    if (real < now.minute) continue;
    const route = view.route;
    const platform = plannedPlatform(run.day, trip.id, position);
    const moved = view.situation.tracks[position];
    const track = moved ?? platform.track;
    const changed = moved !== undefined && moved !== platform.track;
    const times = view.departure(position);
    departures.push({
      route,
      minute,
      departure: {
        codeOperateur: route.agencyName,
        dateHeure: times.planned,
        dateHeureReelle: times.real,
        trainInfo: {
          numeroCirculation: trip.number,
          codeCirculation: trip.id,
          longFormats: [{ name: route.brand.label, picto: route.brand.picto }],
          modeTransport: {
            codeSousMode: route.mode,
            marqueCode: route.brand.code,
            marqueLibelle: route.brand.label,
            ligneLibelle: route.shortName,
          },
        },
        trainDestination: {
          mainDestination: view.stationName(trip.stopTimes.length - 1),
          oldDestination: null,
          codeDestination: view.stationCode(trip.stopTimes.length - 1),
        },
        platform: {
          quai: ZONED_STATIONS.has(station.code) && !isUrban(route) ? platform.zone : null,
          numeroQuai: track,
          // Tracks are announced 20 minutes before departure, as on station displays; a change of track as soon as it is known.
          numero: real - now.minute <= 20 || changed ? track : null,
        },
        events: changed ? [...view.situation.events, platformChangeEvent(locale, track, platform.track)] : view.situation.events,
        locale,
      },
    });
  }
  departures.sort((a, b) => a.minute - b.minute || a.route.shortName.localeCompare(b.route.shortName));
  // Mainline trains first, then urban lines, as on a mainline station's displays; each group by its next departure.
  const lines = [...new Map(departures.map((entry) => [entry.route.id, entry.route])).values()].sort(
    (a, b) => Number(isUrban(a)) - Number(isUrban(b)),
  );
  // Lines of a board sharing a name ("TER Auvergne-Rhône-Alpes" to Saint-Étienne and to Grenoble) add the route's own name, so each reads apart.
  const shared = new Set(
    lines
      .filter((route, index) => lines.findIndex((other) => other.shortName === route.shortName) !== index)
      .map((route) => route.shortName),
  );
  const label = (route: Route) => (shared.has(route.shortName) ? `${route.shortName} · ${route.longName}` : route.shortName);
  for (const entry of departures) entry.departure.trainInfo.modeTransport.ligneLibelle = label(entry.route);
  const record = data.stationRecords.get(station.code);
  return {
    gare: { nom: station.name, code: station.code, region: regionOfInsee(record?.codeinsee) },
    lignes: lines.map((route) => ({ isIDF: isUrban(route), code: route.id, label: label(route) })),
    horaires: Object.fromEntries(
      lines.map((route) => [
        route.id,
        {
          depart: departures
            .filter((entry) => entry.route === route)
            .slice(0, MAX_PER_LINE)
            .map((entry) => entry.departure),
        },
      ]),
    ),
  };
}
