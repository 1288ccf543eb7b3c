import { readFeedBytes } from '../traffic/feed-source';
import type { Timetable } from '../journeys/timetable/types';
import { RealtimeFeed } from './feed';
import { simulateTripUpdates } from './simulator';

/** The seed of the embedded simulator when QUAI_GTFS_RT_SIMULATOR_SEED does not give one. */
const DEFAULT_SEED = 'quai';

/**
 * The realtime feed of the environment: the TripUpdates at QUAI_GTFS_RT_TRIP_UPDATES_URL (an
 * http(s) URL, a file: URL or a path), else the embedded simulator's (seed
 * QUAI_GTFS_RT_SIMULATOR_SEED), read every QUAI_GTFS_RT_POLL_SECONDS (60, at least 5) like the
 * alerts. A feed written more than three polls (and at least five minutes) ago is stale.
 */
export function realtimeFeedFromEnvironment(env: NodeJS.ProcessEnv, timetable: () => Timetable): RealtimeFeed {
  const poll = Number(env.QUAI_GTFS_RT_POLL_SECONDS ?? 60);
  const pollSeconds = Number.isFinite(poll) && poll >= 5 ? poll : 60;
  const location = env.QUAI_GTFS_RT_TRIP_UPDATES_URL;
  const seed = env.QUAI_GTFS_RT_SIMULATOR_SEED || DEFAULT_SEED;
  return new RealtimeFeed({
    timetable,
    read: location ? () => readFeedBytes(location) : async (now) => simulateTripUpdates(timetable(), { seed, now }),
    pollSeconds,
    maxAgeSeconds: Math.max(3 * pollSeconds, 300),
  });
}
