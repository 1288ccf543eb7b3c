import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { toLiveTrips, runKey, type LiveTrip, type LiveTrips } from '../journeys/live/live-trips';
import { toParisMoment } from '../journeys/timetable/paris-time';
import { addDays } from '../journeys/timetable/days';
import type { Timetable, Trip } from '../journeys/timetable/types';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type StopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;

export interface DecodeOptions {
  now: Date;
  /** A feed written longer ago than this is stale: the planned times stand. */
  maxAgeSeconds: number;
}

const tripIndexes = new WeakMap<Timetable, Map<string, Trip>>();

/**
 * The runs a GTFS-realtime TripUpdates feed names, checked against the timetable:
 * - `trip.trip_id` names a trip of the timetable (others are ignored), `start_date` its service
 *   day (without one, the day the trip runs on now, or yesterday's run still on its way);
 * - `schedule_relationship` CANCELED cancels the run; a stop's SKIPPED leaves that stop out;
 * - a stop's `arrival`/`departure` give a `delay` in seconds, or a `time` compared with the
 *   planned time; as the standard says, a delay holds for the following stops until another
 *   update says otherwise;
 * - a stop is found by `stop_id` (the station or one of its platforms, `<station>:<track>`), else
 *   by `stop_sequence` (1 for the first stop);
 * - `stop_time_properties.assigned_stop_id` moves the train to another track: the part after the
 *   last `:` of the stop it names.
 * Throws when the bytes are not a feed, or the feed is stale: the caller keeps the planned times.
 */
export function decodeTripUpdates(bytes: Uint8Array, timetable: Timetable, { now, maxAgeSeconds }: DecodeOptions): LiveTrips {
  const feed = rt.FeedMessage.decode(bytes);
  if (!feed.header?.gtfsRealtimeVersion) throw new Error('not a GTFS-realtime feed: the header has no gtfs_realtime_version');
  const written = Number(feed.header.timestamp ?? 0) * 1000;
  if (!written) throw new Error('the feed header has no timestamp: its age cannot be checked');
  const age = (now.getTime() - written) / 1000;
  if (age > maxAgeSeconds) throw new Error(`the feed is stale: written ${Math.round(age)} s ago (more than ${maxAgeSeconds} s)`);
  const trips = tripIndex(timetable);
  const runs = new Map<string, LiveTrip>();
  for (const entity of feed.entity) {
    const update = entity.tripUpdate;
    if (!update || entity.isDeleted) continue;
    const trip = trips.get(update.trip?.tripId ?? '');
    if (!trip) continue;
    const day = update.trip?.startDate ? isoDay(update.trip.startDate) : currentDay(timetable, trip, now);
    if (!day) continue;
    runs.set(
      runKey(day, trip.id),
      liveTripOf(
        timetable,
        trip,
        update.trip?.scheduleRelationship === rt.TripDescriptor.ScheduleRelationship.CANCELED,
        update.stopTimeUpdate ?? [],
        day,
      ),
    );
  }
  return toLiveTrips(runs, new Date(written).toISOString());
}

function liveTripOf(timetable: Timetable, trip: Trip, cancelled: boolean, updates: StopTimeUpdate[], day: string): LiveTrip {
  const count = trip.stopTimes.length;
  const live: LiveTrip = {
    cancelled,
    arrivalDelays: new Array<number>(count).fill(0),
    departureDelays: new Array<number>(count).fill(0),
    skipped: new Array<boolean>(count).fill(false),
    tracks: new Array<string | undefined>(count).fill(undefined),
  };
  const byPosition = new Map<number, StopTimeUpdate>();
  let from = 0;
  for (const update of updates) {
    const position = positionOf(timetable, trip, update, from);
    if (position === undefined) continue;
    byPosition.set(position, update);
    from = position + 1;
  }
  const midnight = parisMidnight(day);
  let carried = 0;
  trip.stopTimes.forEach((stopTime, position) => {
    const update = byPosition.get(position);
    if (update?.scheduleRelationship === rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED) live.skipped[position] = true;
    const delayOf = (event: StopTimeUpdate['arrival'], planned: number): number | undefined => {
      if (!event) return undefined;
      if (event.time != null && Number(event.time)) return Math.round((Number(event.time) * 1000 - midnight) / 60000) - planned;
      return event.delay != null ? Math.round(event.delay / 60) : undefined;
    };
    const arrival = delayOf(update?.arrival, stopTime.arrival) ?? delayOf(update?.departure, stopTime.departure) ?? carried;
    const departure = delayOf(update?.departure, stopTime.departure) ?? arrival;
    // A train is never early in what the board shows: it waits for its planned departure.
    live.arrivalDelays[position] = Math.max(0, arrival);
    live.departureDelays[position] = Math.max(0, departure);
    carried = departure;
    const assigned = update?.stopTimeProperties?.assignedStopId;
    if (assigned) live.tracks[position] = assigned.slice(assigned.lastIndexOf(':') + 1) || undefined;
  });
  return live;
}

function positionOf(timetable: Timetable, trip: Trip, update: StopTimeUpdate, from: number): number | undefined {
  if (update.stopId) {
    const station = timetable.stationByStopId.get(update.stopId) ?? stationsByCode(timetable, update.stopId);
    if (station === undefined) return undefined;
    const position = trip.stopTimes.findIndex((stopTime, index) => index >= from && stopTime.station === station);
    return position >= 0 ? position : undefined;
  }
  const sequence = update.stopSequence;
  return sequence != null && sequence >= 1 && sequence <= trip.stopTimes.length ? sequence - 1 : undefined;
}

/** The day a trip without start_date is running on: today's run, else yesterday's when it is still on its way. */
function currentDay(timetable: Timetable, trip: Trip, now: Date): string | undefined {
  const moment = toParisMoment(now);
  const yesterday = addDays(moment.day, -1);
  const last = trip.stopTimes.at(-1)!.arrival;
  if (timetable.services.runsOn(trip.serviceId, yesterday) && last >= moment.minute + 1440) return yesterday;
  return timetable.services.runsOn(trip.serviceId, moment.day) ? moment.day : undefined;
}

function isoDay(startDate: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(startDate);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** The instant of a Paris service day's midnight, for absolute times of the feed. */
function parisMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const { day: seen, minute } = toParisMoment(new Date(utcMidnight));
  // Paris is 1 or 2 hours ahead of UTC: UTC midnight reads 01:00 or 02:00 there.
  return seen === day ? utcMidnight - minute * 60000 : utcMidnight;
}

function tripIndex(timetable: Timetable): Map<string, Trip> {
  let index = tripIndexes.get(timetable);
  if (!index) {
    index = new Map(timetable.trips.map((trip) => [trip.id, trip]));
    tripIndexes.set(timetable, index);
  }
  return index;
}

/** A stop id the feed does not list: a station's code, or a platform written `<station id>:<track>`. */
function stationsByCode(timetable: Timetable, stopId: string): number | undefined {
  const station = stopId.slice(0, Math.max(0, stopId.lastIndexOf(':'))) || stopId;
  return timetable.stationByCode.get(stopId) ?? timetable.stationByStopId.get(station) ?? timetable.stationByCode.get(station);
}
