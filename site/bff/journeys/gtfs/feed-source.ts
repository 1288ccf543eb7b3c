import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { unzipSync } from 'fflate';

/** One GTFS feed as published: a folder of .txt files, or the .zip an operator publishes. */
export interface FeedSource {
  /** Where it was read from, for messages. */
  path: string;
  /** The text of one of its files, undefined when the feed does not have it. */
  text(file: string): string | undefined;
  /** A digest of every file of the feed: the compiled timetable is kept per digest. */
  digest(): string;
}

/** Opens a feed folder or zip; a path that is neither stops with a message naming it. */
export function openFeed(path: string): FeedSource {
  if (!existsSync(path)) throw new Error(`The GTFS feed ${path} does not exist`);
  return statSync(path).isDirectory() ? folderFeed(path) : zipFeed(path);
}

function folderFeed(folder: string): FeedSource {
  const files = () =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.txt'))
      .sort();
  return {
    path: folder,
    text: (file) => (existsSync(join(folder, file)) ? readFileSync(join(folder, file), 'utf8') : undefined),
    digest: () => digestOf(files().map((name) => [name, readFileSync(join(folder, name))] as const)),
  };
}

function zipFeed(path: string): FeedSource {
  let entries: Record<string, Uint8Array> | undefined;
  const read = () => {
    if (entries) return entries;
    try {
      // Some exports put the files in a folder inside the zip: files are found by their own name.
      const unzipped = unzipSync(readFileSync(path), { filter: (file) => file.name.endsWith('.txt') });
      entries = Object.fromEntries(Object.entries(unzipped).map(([name, bytes]) => [basename(name), bytes]));
    } catch (error) {
      throw new Error(`The GTFS feed ${path} is not a readable zip file: ${(error as Error).message}`);
    }
    return entries;
  };
  return {
    path,
    text: (file) => {
      const bytes = read()[file];
      return bytes && new TextDecoder().decode(bytes);
    },
    // The zip's own bytes: the same archive gives the same timetable.
    digest: () => digestOf([[basename(path), readFileSync(path)]]),
  };
}

function digestOf(files: ReadonlyArray<readonly [string, Uint8Array]>): string {
  const hash = createHash('sha256');
  for (const [name, bytes] of files) hash.update(name).update('\0').update(bytes).update('\0');
  return hash.digest('hex');
}
