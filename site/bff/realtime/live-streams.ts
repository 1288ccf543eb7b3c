import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RealtimeFeed } from './feed';

export interface StreamLimits {
  /** Open streams one client (IP address) may hold: more answer 429. */
  perClient: number;
  /** A stream that has sent nothing new for this long is closed; the browser reconnects with Last-Event-ID. */
  idleSeconds: number;
}

interface Snapshot {
  id: string;
  /** The whole event, encoded once for every stream it goes to. */
  event: Buffer;
}

/**
 * Server-Sent Events of answers that change with the realtime feed: each stream names what it
 * follows (a key, and how to compute its answer); after each poll of the feed the answer of each
 * key followed is computed once, whatever the number of streams following it, and sent to those
 * whose last event differs. An event's id is a hash of its data, the same on every server, so a
 * browser resuming with Last-Event-ID on any server gets only what it has not seen.
 */
export class LiveStreams {
  private readonly perClient = new Map<string, number>();
  private readonly followers = new Map<string, Set<(snapshot: Snapshot) => void>>();
  private readonly computers = new Map<string, () => Promise<unknown>>();
  private snapshots = new Map<string, Promise<Snapshot>>();

  constructor(
    feed: RealtimeFeed,
    private readonly limits: StreamLimits,
    private readonly onError: (error: unknown) => void,
  ) {
    feed.onPoll(() => this.publish());
  }

  /** How many streams are open (for the benchmark and the logs). */
  get openStreams(): number {
    let count = 0;
    for (const followers of this.followers.values()) count += followers.size;
    return count;
  }

  /** Opens a stream of `key`'s answers on this request, or answers 429 when the client holds too many. */
  async open(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<void> {
    const client = request.ip;
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.limits.perClient) {
      await reply
        .code(429)
        .header('retry-after', String(this.limits.idleSeconds))
        .send({ message: { error: `at most ${this.limits.perClient} live streams per client` } });
      return;
    }
    // The first answer is computed before the stream opens: a failing query is an ordinary error answer.
    this.computers.set(key, compute);
    const first = await this.snapshot(key);
    this.perClient.set(client, held + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // A cache or proxy in front (nginx) passes each event on as it comes instead of buffering the stream.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    let lastId = String(request.headers['last-event-id'] ?? '');
    let idleTimer: NodeJS.Timeout | undefined;
    const armIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => raw.end(), this.limits.idleSeconds * 1000).unref();
    };
    const send = (snapshot: Snapshot) => {
      if (snapshot.id === lastId) return;
      lastId = snapshot.id;
      raw.write(snapshot.event);
      armIdle();
    };
    const followers = this.followers.get(key) ?? new Set();
    this.followers.set(key, followers);
    followers.add(send);
    raw.write(`retry: 5000\n: following ${key}\n\n`);
    send(first);
    armIdle();
    raw.on('close', () => {
      clearTimeout(idleTimer);
      followers.delete(send);
      if (followers.size === 0) {
        this.followers.delete(key);
        this.computers.delete(key);
      }
      const remaining = (this.perClient.get(client) ?? 1) - 1;
      if (remaining > 0) this.perClient.set(client, remaining);
      else this.perClient.delete(client);
    });
  }

  /** After a poll: every key followed is computed once more and sent where it changed. */
  private publish(): void {
    this.snapshots = new Map();
    for (const [key, followers] of this.followers) {
      this.snapshot(key).then(
        (snapshot) => {
          for (const send of followers) send(snapshot);
        },
        (error: unknown) => this.onError(error),
      );
    }
  }

  /** The answer of `key` at this poll, computed once. */
  private snapshot(key: string): Promise<Snapshot> {
    let snapshot = this.snapshots.get(key);
    if (!snapshot) {
      const compute = this.computers.get(key)!;
      snapshot = compute().then((answer) => {
        const json = JSON.stringify(answer);
        // The id depends on the answer alone; `at` tells the page when the server last saw it so.
        const id = createHash('sha1').update(json).digest('base64url').slice(0, 16);
        return { id, event: Buffer.from(`id: ${id}\nevent: update\ndata: {"at":"${new Date().toISOString()}","answer":${json}}\n\n`) };
      });
      // A failed computation is tried again at the next request or poll.
      snapshot.catch(() => this.snapshots.delete(key));
      this.snapshots.set(key, snapshot);
    }
    return snapshot;
  }
}
