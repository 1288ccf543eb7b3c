/**
 * What a GTFS-realtime TripUpdates feed says about the runs of the timetable, kept per run (trip
 * and service day) and stop position. A run the feed does not name runs as planned.
 */
export interface LiveTrip {
  cancelled: boolean;
  /** Minutes late at each stop position, on arrival and on departure. */
  arrivalDelays: number[];
  departureDelays: number[];
  /** Stop positions the run does not serve. */
  skipped: boolean[];
  /** The track announced at a stop position when the feed assigns one. */
  tracks: Array<string | undefined>;
}

/** The live state of the network at one read of the feed. */
export interface LiveTrips {
  /** The run of trip `tripId` on service day `day` (yyyy-MM-dd), when the feed names it. */
  get(day: string, tripId: string): LiveTrip | undefined;
  /** When the feed was written (its header timestamp, ISO), or null before any good read. */
  readonly updatedAt: string | null;
}

export const NO_LIVE_TRIPS: LiveTrips = { get: () => undefined, updatedAt: null };

/** A map of runs keyed by service day and trip id, as LiveTrips. */
export function toLiveTrips(runs: Map<string, LiveTrip>, updatedAt: string): LiveTrips {
  return { get: (day, tripId) => runs.get(runKey(day, tripId)), updatedAt };
}

export function runKey(day: string, tripId: string): string {
  return `${day}|${tripId}`;
}
