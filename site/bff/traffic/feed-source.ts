import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** How long a poll of the feed URL may take before it counts as failed. */
const FETCH_TIMEOUT_MS = 10_000;

/** The bytes of a GTFS-realtime feed at an http(s) URL, a file: URL or a file path. */
export async function readFeedBytes(location: string): Promise<Uint8Array> {
  if (/^https?:\/\//i.test(location)) {
    const response = await fetch(location, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/x-protobuf, application/octet-stream' },
    });
    if (!response.ok) throw new Error(`the feed answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  return readFile(location.startsWith('file:') ? fileURLToPath(location) : location);
}
