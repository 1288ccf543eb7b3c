import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { plannedPlatform, TRACKS } from '../journeys/live/planned-platform';
import { seededRandom } from '../journeys/live/seeded-random';
import { runsAround } from '../journeys/planner/connections';
import { toParisMoment } from '../journeys/timetable/paris-time';
import type { Timetable } from '../journeys/timetable/types';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type TripUpdate = GtfsRealtimeBindings.transit_realtime.ITripUpdate;
type StopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;

/** Share of runs touched by each kind of disruption; the others run as planned. */
const CHANCE = { cancelled: 0.02, skipped: 0.03, delay: 0.2, platform: 0.06 };
/** Final delays, in minutes, at the stop where a run's delay peaks. */
const DELAYS = [5, 8, 10, 15, 20, 30, 45];
/** A run's disruption is known this long (at most) before its first departure... */
const MAX_NOTICE_MINUTES = 90;
/** ...and its delay is revised this often until it reaches its final value. */
const REVISION_MINUTES = 10;
/** Runs that arrived this long ago leave the feed. */
const KEEP_AFTER_MINUTES = 30;

export interface SimulatorOptions {
  /** Another seed, another set of disrupted runs; the same seed gives the same feed at the same moment. */
  seed: string;
  now: Date;
}

/**
 * A GTFS-realtime TripUpdates feed for the timetable at `now`, as an operator would publish it:
 * each run's fate is drawn from the seed, its service day and its trip (so it does not depend on
 * the date the clock says), and becomes known a while before the run leaves:
 * - about 2 % of runs are cancelled, 3 % skip a stop, 6 % leave from another track;
 * - 20 % run late: the delay grows along the trip and shrinks again towards the end (time made
 *   up), and grows each 10 minutes from its announcement to its final value.
 */
export function simulateTripUpdates(timetable: Timetable, { seed, now }: SimulatorOptions): Uint8Array {
  const moment = toParisMoment(now);
  const entity: GtfsRealtimeBindings.transit_realtime.IFeedEntity[] = [];
  for (const run of runsAround(timetable, moment.day)) {
    const trip = timetable.trips[run.trip]!;
    const minute = moment.minute - run.dayOffset * 1440;
    const first = trip.stopTimes[0]!.departure;
    if (minute > trip.stopTimes.at(-1)!.arrival + KEEP_AFTER_MINUTES || minute < first - MAX_NOTICE_MINUTES) continue;
    const random = seededRandom(`${seed}|${run.day}|${trip.id}`);
    const notice = Math.floor(random() * MAX_NOTICE_MINUTES);
    if (minute < first - notice) continue;
    const update = simulatedRun(timetable, run.trip, run.day, random, Math.floor((minute - first + notice) / REVISION_MINUTES));
    if (update) entity.push({ id: `${run.day}:${trip.id}`, tripUpdate: update });
  }
  return rt.FeedMessage.encode({
    header: {
      gtfsRealtimeVersion: '2.0',
      incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
      timestamp: Math.floor(now.getTime() / 1000),
    },
    entity,
  }).finish();
}

/** The update of one run, or nothing when its fate is to run as planned. `revisions`: delay revisions made so far. */
function simulatedRun(
  timetable: Timetable,
  tripIndex: number,
  day: string,
  random: () => number,
  revisions: number,
): TripUpdate | undefined {
  const trip = timetable.trips[tripIndex]!;
  const stops = trip.stopTimes.map(
    (stopTime, position): StopTimeUpdate => ({
      stopSequence: position + 1,
      stopId: timetable.stations[stopTime.station]!.id,
    }),
  );
  const descriptor = {
    tripId: trip.id,
    startDate: day.replace(/-/g, ''),
    scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
  };
  const fate = random();
  if (fate < CHANCE.cancelled) return { trip: { ...descriptor, scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.CANCELED } };
  const touched = new Set<number>();
  if (fate < CHANCE.cancelled + CHANCE.skipped && stops.length >= 3) {
    const skipped = 1 + Math.floor(random() * (stops.length - 2));
    stops[skipped]!.scheduleRelationship = rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED;
    touched.add(skipped);
  }
  if (random() < CHANCE.delay) {
    const peak = DELAYS[Math.floor(random() * DELAYS.length)]!;
    const from = Math.floor(random() * (stops.length - 1));
    // Announced at half its final value, then revised upwards.
    const scale = Math.min(1, 0.5 + 0.25 * revisions);
    for (let position = from; position < stops.length; position++) {
      const along = stops.length - 1 > from ? (position - from) / (stops.length - 1 - from) : 0;
      // 70 % of the peak where it starts, the peak two thirds along, 70 % again at the end.
      const shape = 0.7 + 0.3 * Math.sin(Math.PI * Math.min(1, along * 0.75));
      const delay = Math.max(1, Math.round(peak * shape * scale)) * 60;
      stops[position]!.arrival = { delay };
      stops[position]!.departure = { delay };
      touched.add(position);
    }
  }
  if (random() < CHANCE.platform) {
    const position = random() < 0.5 ? 0 : Math.floor(random() * (stops.length - 1));
    const planned = Number(plannedPlatform(day, trip.id, position).track);
    const track = ((planned - 1 + 1 + Math.floor(random() * (TRACKS - 1))) % TRACKS) + 1;
    stops[position]!.stopTimeProperties = { assignedStopId: `${stops[position]!.stopId}:${track}` };
    touched.add(position);
  }
  if (touched.size === 0) return undefined;
  return { trip: descriptor, stopTimeUpdate: stops.filter((_, position) => touched.has(position)) };
}
