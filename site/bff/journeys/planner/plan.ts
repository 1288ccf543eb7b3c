import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import { closedConnections } from '../alerts/closures';
import { NO_NETWORK_ALERTS, type NetworkAlerts } from '../alerts/network-alerts';
import { NO_LIVE_TRIPS, type LiveTrips } from '../live/live-trips';
import type { Timetable } from '../timetable/types';
import { buildConnections, modeMask, runsAround, type ConnectionSet, type Direction, type Run } from './connections';
import { scan, type JourneyLeg } from './csa';
import { liveConnections } from './live-connections';

export type Sens = 'PARTIR_APRES' | 'ARRIVER_AVANT';

export interface PlanQuery {
  origins: number[];
  targets: number[];
  sens: Sens;
  /** The Paris calendar day of the query time, yyyy-MM-dd. */
  day: string;
  /** Minutes after midnight of `day`: depart after it, or arrive before it. */
  minute: number;
  modes: readonly TransportMode[];
}

export type TimedLeg =
  | {
      kind: 'ride';
      run: Run;
      boardPosition: number;
      alightPosition: number;
      /** Planned times. */
      departure: number;
      arrival: number;
      /** Times as the realtime feed says the run goes (the planned ones when it says nothing of it). */
      realDeparture: number;
      realArrival: number;
    }
  | {
      kind: 'walk';
      from: number;
      to: number;
      /** Right after the ride before it (or right before the first ride), planned and real. */
      departure: number;
      arrival: number;
      realDeparture: number;
      realArrival: number;
    };

/** A journey with times in minutes from midnight of the query's day. */
export interface PlannedJourney {
  legs: TimedLeg[];
  /** Planned departure and arrival. */
  departure: number;
  arrival: number;
  /** Real departure and arrival: the walks at either end follow the first and last rides' real times. */
  realDeparture: number;
  realArrival: number;
  rides: number;
}

/** One page gathers at least this many different journeys when the timetable has them... */
const PAGE_SIZE = 5;
/** ...from at most this many scans, each starting one minute after the previous page's first departure. */
const MAX_SCANS = 8;
/** Connection sets kept in memory (about 11 MB each for the national timetable): a week of both directions. */
const CACHE_SIZE = 14;

/**
 * The journey planner: Pareto-good journeys (arrival or departure time x changes) between sets of
 * stations, departing after or arriving before a time, over the runs of the timetable.
 */
export class JourneyPlanner {
  private readonly cache = new Map<string, ConnectionSet>();
  /** Closed connections of each cached set, for the alerts version they were computed with. */
  private readonly closures = new WeakMap<ConnectionSet, { version: number; closed: Uint8Array | undefined }>();
  /** Each cached set at the real times of the last feed read it was asked with. */
  private readonly liveSets = new WeakMap<ConnectionSet, { live: LiveTrips; set: ConnectionSet }>();

  constructor(readonly timetable: Timetable) {}

  /**
   * Journeys over the runs `alerts` leave open (no ride uses a run or a stop a no-service alert
   * closes), at the real times of `live`: no cancelled run, no skipped stop, no connection a
   * delay has broken.
   */
  plan(query: PlanQuery, alerts: NetworkAlerts = NO_NETWORK_ALERTS, live: LiveTrips = NO_LIVE_TRIPS): PlannedJourney[] {
    const forward = query.sens === 'PARTIR_APRES';
    const direction = forward ? 'forward' : 'reverse';
    const connections = this.live(this.connections(query.day, direction), live, direction);
    const closed = this.closed(connections, alerts);
    const mask = modeMask(query.modes);
    const found = new Map<string, PlannedJourney>();
    let start = forward ? query.minute : -query.minute;
    for (let scanIndex = 0; scanIndex < MAX_SCANS && found.size < PAGE_SIZE; scanIndex++) {
      const scanned = scan(this.timetable, connections, {
        origins: forward ? query.origins : query.targets,
        targets: forward ? query.targets : query.origins,
        start,
        modeMask: mask,
        closed,
      });
      if (!scanned.length) break;
      const journeys = scanned.map((journey) => this.timed(connections.runs, forward ? journey.legs : reverseLegs(journey.legs)));
      for (const journey of journeys) found.set(journeyKey(journey), journey);
      // The next scan starts one minute after the first departure found (in the scan's frame).
      start = Math.min(...scanned.map((journey) => journey.legs.find((leg) => leg.kind === 'ride')!.departure)) + 1;
    }
    return paretoFilter([...found.values()]).sort((a, b) => a.realDeparture - b.realDeparture || a.realArrival - b.realArrival);
  }

  /** The set at the feed's real times, made once per set and read of the feed: the feed changes once a poll, searches often. */
  private live(connections: ConnectionSet, live: LiveTrips, direction: Direction): ConnectionSet {
    const known = this.liveSets.get(connections);
    if (known?.live === live) return known.set;
    const set = liveConnections(this.timetable, connections, live, direction);
    this.liveSets.set(connections, { live, set });
    return set;
  }

  private connections(day: string, direction: 'forward' | 'reverse'): ConnectionSet {
    const key = `${day}|${direction}`;
    let connections = this.cache.get(key);
    if (connections) {
      this.cache.delete(key);
    } else {
      const runs = this.cache.get(`${day}|${direction === 'forward' ? 'reverse' : 'forward'}`)?.runs ?? runsAround(this.timetable, day);
      connections = buildConnections(this.timetable, runs, direction);
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(key, connections);
    return connections;
  }

  /** Computed once per connection set and alerts version: alerts change rarely, searches often. */
  private closed(connections: ConnectionSet, alerts: NetworkAlerts): Uint8Array | undefined {
    if (!alerts.alerts.some((alert) => alert.noService)) return undefined;
    const known = this.closures.get(connections);
    if (known && known.version === alerts.version) return known.closed;
    const closed = closedConnections(this.timetable, connections, alerts);
    this.closures.set(connections, { version: alerts.version, closed });
    return closed;
  }

  /** Times of each leg: rides from the timetable, walks right after the ride before them (or right before the first ride). */
  private timed(runs: readonly Run[], legs: JourneyLeg[]): PlannedJourney {
    const rides = legs.flatMap((leg) => (leg.kind === 'ride' ? [leg] : []));
    const timedRides = new Map(
      rides.map((leg) => {
        const run = runs[leg.run]!;
        const stopTimes = this.timetable.trips[run.trip]!.stopTimes;
        const shift = run.dayOffset * 1440;
        const timedLeg: TimedLeg = {
          kind: 'ride',
          run,
          boardPosition: leg.boardPosition,
          alightPosition: leg.alightPosition,
          departure: stopTimes[leg.boardPosition]!.departure + shift,
          arrival: stopTimes[leg.alightPosition]!.arrival + shift,
          realDeparture: leg.departure,
          realArrival: leg.arrival,
        };
        return [leg, timedLeg];
      }),
    );
    const timedLegs: TimedLeg[] = [];
    legs.forEach((leg, index) => {
      if (leg.kind === 'ride') {
        timedLegs.push(timedRides.get(leg)!);
        return;
      }
      const previous = timedLegs.at(-1);
      const next = timedRides.get(legs[index + 1] as JourneyLeg & { kind: 'ride' });
      const departure = previous ? previous.arrival : next!.departure - leg.minutes;
      const realDeparture = previous ? previous.realArrival : next!.realDeparture - leg.minutes;
      timedLegs.push({
        kind: 'walk',
        from: leg.from,
        to: leg.to,
        departure,
        arrival: departure + leg.minutes,
        realDeparture,
        realArrival: realDeparture + leg.minutes,
      });
    });
    const first = timedLegs[0]!;
    const last = timedLegs.at(-1)!;
    return {
      legs: timedLegs,
      departure: first.departure,
      arrival: last.arrival,
      realDeparture: first.realDeparture,
      realArrival: last.realArrival,
      rides: rides.length,
    };
  }
}

/** Legs found in the reversed timetable, put back in travel order and direction. */
function reverseLegs(legs: JourneyLeg[]): JourneyLeg[] {
  return legs
    .map(
      (leg): JourneyLeg =>
        leg.kind === 'ride'
          ? {
              kind: 'ride',
              run: leg.run,
              boardPosition: leg.alightPosition,
              alightPosition: leg.boardPosition,
              // 0 - t rather than -t: a time of 0 stays +0, as the timetable's own.
              departure: 0 - leg.arrival,
              arrival: 0 - leg.departure,
            }
          : { kind: 'walk', from: leg.to, to: leg.from, minutes: leg.minutes },
    )
    .reverse();
}

function journeyKey(journey: PlannedJourney): string {
  return journey.legs
    .map((leg) =>
      leg.kind === 'ride' ? `${leg.run.trip}@${leg.run.day}:${leg.boardPosition}-${leg.alightPosition}` : `walk:${leg.from}-${leg.to}`,
    )
    .join('|');
}

/** Drops every journey another one beats: really leaving no earlier, arriving no later, with no more rides. */
function paretoFilter(journeys: PlannedJourney[]): PlannedJourney[] {
  const dominates = (a: PlannedJourney, b: PlannedJourney) =>
    a.realDeparture >= b.realDeparture &&
    a.realArrival <= b.realArrival &&
    a.rides <= b.rides &&
    (a.realDeparture > b.realDeparture || a.realArrival < b.realArrival || a.rides < b.rides);
  return journeys.filter((journey) => !journeys.some((other) => dominates(other, journey)));
}
