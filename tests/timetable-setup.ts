import { join } from 'node:path';
import { compiledTimetable } from '../site/bff/journeys/gtfs/compiled-cache';
import { openFeed } from '../site/bff/journeys/gtfs/feed-source';
import { timetableCacheFolder, timetableFeeds } from '../site/bff/journeys/embedded/journey-data';

/**
 * Compiles the embedded timetable once before the test files run (a fresh clone has none yet):
 * otherwise every worker that loads it first would compile it at the same time.
 */
export default function setup() {
  const root = join(import.meta.dirname, '..');
  compiledTimetable(timetableFeeds(root, {}).map(openFeed), timetableCacheFolder(root, {}), (line) => process.stdout.write(`${line}\n`));
}
