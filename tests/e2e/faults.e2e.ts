import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/webform/idempotency-key';
import { startFakeS3 } from '../helpers/fake-s3';
import { freePort } from '../helpers/free-port';
import { startNginx, type TestNginx } from '../helpers/nginx-server';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../helpers/postgres-cluster';
import { startRedisServer, type TestRedis } from '../helpers/redis-server';
import { startServer, type RunningServer } from './server';
import { testDay } from './test-now';

/**
 * The faults of a real deployment, one after another, under a steady load of webform
 * submissions through deploy/nginx: PostgreSQL restarted, PostgreSQL stopped, Redis killed, the
 * S3 bucket away during uploads, one server killed. No server exits but the one killed, every
 * acknowledged submission is stored exactly once, every refusal is a 503 with Retry-After (or a
 * cut connection, sent again under its idempotency key), and the servers are ready again within
 * 10 s of the service's return.
 */
let cluster: PostgresCluster;
let databaseUrl: string;
let redis: TestRedis;
let redisPort: number;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let s3Port: number;
let one: RunningServer;
let two: RunningServer;
let front: TestNginx;

/** Submissions started per second, each from its own address and with its own marker. */
const PER_SECOND = 10;
/** How soon the servers must be ready again once the service is back. */
const READY_WITHIN_MS = 10_000;

beforeAll(async () => {
  [cluster, redisPort, s3Port] = await Promise.all([startPostgresCluster(), freePort(), freePort()]);
  [databaseUrl, redis, s3] = await Promise.all([
    createDatabase(cluster.url, 'quai_faults'),
    startRedisServer(redisPort),
    startFakeS3(s3Port),
  ]);
  const frontPort = await freePort();
  const env = {
    QUAI_DATABASE_URL: databaseUrl,
    QUAI_REDIS_URL: redis.url,
    QUAI_FILE_STORAGE: 's3',
    QUAI_S3_URL: `${s3.url.replace('//', '//quai-key:quai-secret@')}/uploads`,
    QUAI_PUBLIC_URL: `http://127.0.0.1:${frontPort}`,
    QUAI_TRUSTED_PROXIES: '127.0.0.1',
    QUAI_DEV_TOOLS: 'off',
  };
  [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  front = await startNginx([one.url, two.url], frontPort);
}, 240_000);
afterAll(async () => {
  await front?.stop();
  // The server killed on purpose has exited already.
  await Promise.all([one && alive(one) ? one.stop() : undefined, two?.stop(), s3?.stop()]);
  redis?.stop();
  cluster?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let visitors = 0;
/** A visitor's own address, as nginx passes it on: rate limits count each on its own. */
const nextVisitor = () => {
  const n = ++visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

type Outcome =
  | { kind: 'stored'; sid: number; sendings: number }
  | { kind: 'refused'; retryAfter: string | null; message: string }
  | { kind: 'unexpected'; detail: string };

interface Sent {
  marker: string;
  phase: string;
  outcome: Outcome;
}

/** An assistance request (a form without captcha) whose free text is `marker`. */
const assistance = (marker: string) =>
  JSON.stringify({
    webform_id: 'assistance',
    departure: `${testDay(10)}T09:00`,
    needs: ['autre'],
    contact_by: 'sms',
    contact_mobile: '06 12 34 56 78',
    other_need: marker,
  });

/** Sends an assistance request under an idempotency key to a server, or through nginx. */
const sendAssistance = (url: string, marker: string, key: string) =>
  fetch(`${url}/api/webform?langcode=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitor(), [IDEMPOTENCY_KEY_HEADER]: key },
    body: assistance(marker),
  });

/**
 * Submissions of the assistance form (no captcha) through nginx, PER_SECOND of them, each with a
 * unique marker and idempotency key. A cut connection (nginx's 502 for a server killed under it,
 * or no answer) is sent again under the same key, as the form does, until it is answered.
 */
function steadyLoad() {
  const sent: Sent[] = [];
  const pending = new Set<Promise<void>>();
  let phase = 'warm-up';
  const submitOne = async (index: number) => {
    const marker = `charge-${index}-${Math.random().toString(36).slice(2)}`;
    const key = `fault-${marker}`.padEnd(16, '0');
    const visitor = nextVisitor();
    const at = phase;
    for (let sendings = 1; ; sendings++) {
      let response: Response | undefined;
      try {
        response = await fetch(`${front.url}/api/webform?langcode=fr`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, [IDEMPOTENCY_KEY_HEADER]: key },
          body: assistance(marker),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        // No answer at all: a cut connection.
      }
      if (response?.status === 200) {
        const { sid } = (await response.json()) as { sid: number };
        return sent.push({ marker, phase: at, outcome: { kind: 'stored', sid, sendings } });
      }
      if (response?.status === 503) {
        const body = (await response.json()) as { message: { message: string } };
        return sent.push({
          marker,
          phase: at,
          outcome: { kind: 'refused', retryAfter: response.headers.get('retry-after'), message: body.message.message },
        });
      }
      if (response && response.status !== 502) {
        return sent.push({ marker, phase: at, outcome: { kind: 'unexpected', detail: `${response.status} ${await response.text()}` } });
      }
      if (sendings === 20) return sent.push({ marker, phase: at, outcome: { kind: 'unexpected', detail: 'cut 20 times' } });
      await pause(250);
    }
  };
  let index = 0;
  const timer = setInterval(() => {
    const one = submitOne(index++).then(() => undefined);
    pending.add(one);
    void one.finally(() => pending.delete(one));
  }, 1000 / PER_SECOND);
  return {
    sent,
    enter(name: string) {
      phase = name;
    },
    async stop() {
      clearInterval(timer);
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** The markers of the stored assistance submissions, with their number. */
async function storedMarkers(): Promise<Map<string, number[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sid: number; data: string }>(
      `SELECT sid, data FROM webform_submission WHERE webform_id = 'assistance'`,
    );
    const markers = new Map<string, number[]>();
    for (const row of rows) {
      const marker = String((JSON.parse(row.data) as { other_need?: string }).other_need);
      markers.set(marker, [...(markers.get(marker) ?? []), row.sid]);
    }
    return markers;
  } finally {
    await client.end();
  }
}

const readiness = async (server: RunningServer) => {
  try {
    return (await fetch(`${server.url}/readyz`)).status;
  } catch {
    return 0;
  }
};

/** Milliseconds until every server given answers /readyz 200 (polled every 100 ms), or a failure after READY_WITHIN_MS. */
async function readyAgain(servers: RunningServer[]): Promise<number> {
  const since = Date.now();
  while (Date.now() - since < READY_WITHIN_MS) {
    if ((await Promise.all(servers.map(readiness))).every((status) => status === 200)) return Date.now() - since;
    await pause(100);
  }
  throw new Error(`not every server ready within ${READY_WITHIN_MS} ms`);
}

const alive = (server: RunningServer) => server.process.exitCode === null && server.process.signalCode === null;

/** An upload of a small PDF through nginx, as the form's file element sends it. */
const upload = () =>
  fetch(`${front.url}/api/webformFile?webform_id=reclamation&field_name=proof&filename=billet.pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-forwarded-for': nextVisitor() },
    body: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });

describe('faults of a deployment under a steady load of submissions through nginx', () => {
  it('no server dies but the one killed, nothing acknowledged is lost or doubled, refusals are 503 with Retry-After', async () => {
    const load = steadyLoad();
    const readyTimes: Record<string, number> = {};
    try {
      await pause(1_500);

      load.enter('postgres restart');
      await cluster.restart();
      readyTimes['postgres restart'] = await readyAgain([one, two]);
      await pause(1_500);
      expect([alive(one), alive(two)]).toEqual([true, true]);

      load.enter('postgres stopped');
      await cluster.halt();
      // Started while the database is away: it waits for it instead of exiting.
      const third = startServer({ env: { QUAI_DATABASE_URL: databaseUrl, QUAI_REDIS_URL: redis.url, QUAI_DEV_TOOLS: 'off' } });
      await pause(1_000);
      // Alive, not ready; what needs no database still answers (a station board page, the journeys' API).
      expect(await Promise.all([one, two].map(readiness))).toEqual([503, 503]);
      expect((await fetch(`${one.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${two.url}/gares/paris-gare-de-lyon/departs`)).status).toBe(200);
      expect((await fetch(`${one.url}/api/bff/locations?libelle=lyon`)).status).toBe(200);
      await pause(4_000);
      expect([alive(one), alive(two)]).toEqual([true, true]);
      await cluster.resume();
      readyTimes['postgres stopped'] = await readyAgain([one, two]);
      const late = await third;
      expect(await readiness(late)).toBe(200);
      await late.stop();
      await pause(1_000);

      load.enter('redis killed');
      redis.stop();
      await pause(3_500);
      redis = await startRedisServer(redisPort);
      await pause(2_000);
      expect([alive(one), alive(two)]).toEqual([true, true]);

      load.enter('s3 stopped');
      expect((await upload()).status).toBe(200);
      await s3.stop();
      const refusedUploads = await Promise.all([upload(), upload(), upload()]);
      expect(refusedUploads.map((response) => [response.status, response.headers.get('retry-after')])).toEqual([
        [503, '5'],
        [503, '5'],
        [503, '5'],
      ]);
      s3 = await startFakeS3(s3Port);
      const afterwards = await upload();
      expect(afterwards.status).toBe(200);
      expect((await afterwards.json()) as { fid: string }).toHaveProperty('fid');
      expect([alive(one), alive(two)]).toEqual([true, true]);

      load.enter('one server killed');
      // A submission stored by the server about to be killed, its answer lost with it: sent again
      // under its key, the other server answers with the same submission.
      const storedByOne = (await (await sendAssistance(one.url, 'avant la coupure', 'coupure-0123456789abcdef')).json()) as { sid: number };
      await one.stop('SIGKILL');
      const sentAgain = await sendAssistance(front.url, 'avant la coupure', 'coupure-0123456789abcdef');
      expect(sentAgain.status).toBe(200);
      expect(await sentAgain.json()).toEqual({ sid: storedByOne.sid });
      await pause(3_000);
      expect(alive(two)).toBe(true);
    } finally {
      await load.stop();
    }
    const stored = await storedMarkers();
    const byKind = (kind: Outcome['kind']) => load.sent.filter((sent) => sent.outcome.kind === kind);
    expect(byKind('unexpected').map((sent) => `${sent.phase}: ${(sent.outcome as { detail: string }).detail}`)).toEqual([]);
    // Every acknowledged submission stored once, under the number it was answered with.
    const acknowledged = byKind('stored');
    expect(acknowledged.filter((sent) => String(stored.get(sent.marker)) !== String([(sent.outcome as { sid: number }).sid]))).toEqual([]);
    // Every refusal a 503 with Retry-After and the message, storing nothing.
    const refused = byKind('refused');
    expect(refused.filter((sent) => stored.has(sent.marker))).toEqual([]);
    expect(new Set(refused.map((sent) => sent.outcome.kind === 'refused' && `${sent.outcome.retryAfter} ${sent.outcome.message}`))).toEqual(
      new Set(
        refused.length ? ['5 Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.'] : [],
      ),
    );
    // The outage was seen (refusals while PostgreSQL was stopped), Redis's was not (limits off meanwhile).
    expect(refused.some((sent) => sent.phase === 'postgres stopped')).toBe(true);
    expect(refused.filter((sent) => sent.phase === 'redis killed' || sent.phase === 'warm-up')).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(PER_SECOND * 10);
    expect(Object.values(readyTimes).every((ms) => ms < READY_WITHIN_MS)).toBe(true);
    expect(stored.get('avant la coupure')).toHaveLength(1);
    // nginx sent no submission that reached a server on to another: before a second server, only
    // a connection refused (logged 502, nothing sent) or nothing at all.
    const submissions = front.accessLog().filter((line) => line.uri === '/api/webform?langcode=fr');
    expect(submissions.length).toBeGreaterThan(acknowledged.length);
    const triedBeforeTheLast = (line: { upstreamStatus: string }) => line.upstreamStatus.split(', ').slice(0, -1);
    expect(submissions.filter((line) => triedBeforeTheLast(line).some((status) => status !== '502'))).toEqual([]);
  }, 120_000);
});
