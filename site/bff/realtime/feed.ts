import { NO_LIVE_TRIPS, type LiveTrips } from '../journeys/live/live-trips';
import type { Timetable } from '../journeys/timetable/types';
import { decodeTripUpdates } from './decode-trip-updates';

export interface RealtimeFeedOptions {
  timetable: () => Timetable;
  /** The bytes of the feed now: a URL or file read, or the simulator writing it. */
  read: (now: Date) => Promise<Uint8Array>;
  pollSeconds: number;
  /** A feed older than this is stale. */
  maxAgeSeconds: number;
  clock?: () => Date;
}

export interface FeedLogger {
  warn(object: unknown, message: string): void;
}

/**
 * The realtime state of the runs, read from a GTFS-realtime TripUpdates feed every `pollSeconds`.
 * Each server reads the feed itself, so any number of servers agree within a poll. A feed that
 * cannot be read, is not a feed or is stale is logged, and the planned times stand until a good
 * read. Listeners hear of every poll: an open board changes with the feed and with the time.
 */
export class RealtimeFeed {
  private trips: LiveTrips = NO_LIVE_TRIPS;
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private logger: FeedLogger = { warn: () => undefined };
  private readonly clock: () => Date;

  constructor(private readonly options: RealtimeFeedOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** The runs as the last good read gave them. */
  live(): LiveTrips {
    return this.trips;
  }

  get pollSeconds(): number {
    return this.options.pollSeconds;
  }

  /** Calls `listener` after each poll; returns what stops it. */
  onPoll(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(logger: FeedLogger): Promise<void> {
    this.logger = logger;
    await this.refresh();
    this.timer ??= setInterval(() => void this.refresh(), this.options.pollSeconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async refresh(): Promise<void> {
    const now = this.clock();
    try {
      this.trips = decodeTripUpdates(await this.options.read(now), this.options.timetable(), {
        now,
        maxAgeSeconds: this.options.maxAgeSeconds,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ source: 'trip-updates', err: reason }, 'trip updates could not be used; the planned times stand');
      this.trips = NO_LIVE_TRIPS;
    }
    for (const listener of this.listeners) listener();
  }
}
