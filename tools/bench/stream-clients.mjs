import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The visitors of the streams benchmark, in a thread of their own so that the server's heap
 * holds the server's side alone: opens one event stream per path, tells when every stream has
 * had its first event, then, at each "mark", when every stream has had one more event.
 */
/** @type {{ base: string, paths: string[] }} */
const { base, paths } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const events = new Array(paths.length).fill(0);
/** @type {{ count: number, last: number, pending: number } | undefined} */
let awaited;
let ready = false;
const now = () => performance.timeOrigin + performance.now();
const MARKER = Buffer.from('\nevent: update\n');

/** Events whose marker ends in `chunk`, given the bytes that ended the previous chunk (a marker may straddle two). */
function countMarkers(tail, chunk) {
  const bytes = tail.length ? Buffer.concat([tail, chunk]) : chunk;
  let count = 0;
  for (let at = bytes.indexOf(MARKER); at >= 0; at = bytes.indexOf(MARKER, at + MARKER.length)) count++;
  return { count, tail: bytes.subarray(Math.max(0, bytes.length - MARKER.length + 1)) };
}

paths.forEach((path, index) => {
  const req = request(`${base}${path}`, { agent }, (response) => {
    let tail = Buffer.alloc(0);
    response.on('data', (chunk) => {
      const found = countMarkers(tail, chunk);
      tail = Buffer.from(found.tail);
      const received = found.count;
      if (received === 0) return;
      events[index] += received;
      if (awaited && events[index] === awaited.count) {
        awaited.last = now();
        if (--awaited.pending === 0) parentPort.postMessage({ kind: 'updated', last: awaited.last });
      }
      if (!ready && events.every((count) => count > 0)) {
        ready = true;
        parentPort.postMessage({ kind: 'ready' });
      }
    });
  });
  req.on('error', (error) => parentPort.postMessage({ kind: 'error', message: String(error) }));
  req.end();
});

parentPort.on('message', (message) => {
  if (message.kind === 'close') {
    agent.destroy();
    return;
  }
  const count = Math.max(...events) + 1;
  awaited = { count, last: 0, pending: events.filter((seen) => seen < count).length };
});
