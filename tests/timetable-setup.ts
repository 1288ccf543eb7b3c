import { join } from 'node:path';
import { compiledFeeds } from '../site/bff/journeys/embedded/journey-data';

/**
 * Compiles the embedded timetable once before the test files run (a fresh clone has none yet):
 * otherwise every worker that loads it first would compile it at the same time.
 */
export default function setup() {
  const root = join(import.meta.dirname, '..');
  compiledFeeds(root, {}, (line) => process.stdout.write(`${line}\n`));
}
