import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { COMPILED_FORMAT, compileFeeds, type CompiledTimetable } from './compile-feeds';
import type { FeedSource } from './feed-source';

/**
 * The feeds' compiled timetable, from the cache folder when it holds the compilation of these
 * very feeds (by their digest), else compiled now and kept there for the next start. Reading
 * 35 MB of CSV takes seconds; loading the compiled form, a fraction of one.
 */
export function compiledTimetable(
  sources: readonly FeedSource[],
  cacheFolder: string,
  log: (line: string) => void = () => {},
): CompiledTimetable {
  const key = createHash('sha256')
    .update(`${COMPILED_FORMAT}|${process.versions.v8}|`)
    .update(sources.map((source) => source.digest()).join('|'))
    .digest('hex')
    .slice(0, 24);
  const file = join(cacheFolder, `timetable-${key}.bin`);
  if (existsSync(file)) {
    try {
      const cached = deserialize(readFileSync(file)) as CompiledTimetable;
      if (cached.format === COMPILED_FORMAT) return cached;
    } catch {
      // A damaged file is compiled again below.
    }
  }
  const started = performance.now();
  const compiled = compileFeeds(sources);
  try {
    mkdirSync(cacheFolder, { recursive: true });
    // Written aside then renamed: a server starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, serialize(compiled));
    renameSync(partial, file);
  } catch (error) {
    log(`The compiled timetable could not be kept in ${cacheFolder} (${(error as Error).message}): it is compiled again at each start`);
  }
  log(`Compiled the timetable of ${sources.map((source) => source.path).join(', ')} in ${Math.round(performance.now() - started)} ms`);
  return compiled;
}
