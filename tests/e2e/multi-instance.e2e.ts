import { spawnSync } from 'node:child_process';
import { solveChallenge } from 'altcha-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPayload, type CaptchaChallenge } from '../../domain/webform/captcha-payload';
import { tunnelState } from '../helpers/giftcards';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../helpers/postgres-cluster';
import { freePort } from '../helpers/free-port';
import { startNginx, type TestNginx } from '../helpers/nginx-server';
import { resultsSearch } from './journey-paths';
import { startServer, type RunningServer } from './server';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: whatever one server
 * knows, the other knows, because nothing a request needs lives in a process.
 */
let cluster: PostgresCluster;
let databaseUrl: string;
let one: RunningServer;
let two: RunningServer;
/** nginx from deploy/nginx/quai.conf.template in front of both, as in production. */
let cache: TestNginx;
/** How long a page stays fresh in the cache in front (s-maxage) and in each server: short, so the test sees pages expire. */
const FRESH_SECONDS = 2;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await createDatabase(cluster.url, 'quai_instances');
  // Started together: the migration lock lets one migrate while the other waits. Behind the
  // test's own "proxy" (loopback), so a test can speak for many visitors with X-Forwarded-For.
  // The site's address is the cache's: canonical URLs, the same on both servers, name it.
  const cachePort = await freePort();
  const env = {
    QUAI_DATABASE_URL: databaseUrl,
    QUAI_PUBLIC_URL: `http://127.0.0.1:${cachePort}`,
    QUAI_TRUSTED_PROXIES: '127.0.0.1',
    QUAI_SHARED_CACHE_SECONDS: String(FRESH_SECONDS),
    QUAI_PAGE_CACHE_SECONDS: String(FRESH_SECONDS),
  };
  [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  cache = await startNginx([one.url, two.url], cachePort);
}, 240_000);
afterAll(async () => {
  await cache?.stop();
  await Promise.all([one?.stop(), two?.stop()]);
  cluster?.stop();
});

async function solvedCaptcha(server: RunningServer): Promise<string> {
  const challenge = (await (await fetch(`${server.url}/api/webform/captcha`)).json()) as CaptchaChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return captchaPayload(challenge, solution!);
}

const contact = (captcha: string) => ({
  webform_id: 'contact',
  name: 'Camille Roux',
  email: 'camille@exemple.fr',
  phone: { type: '', phone: '', ext: '' },
  subject: 'horaires',
  message: 'Deux serveurs, une base.',
  privacy: '1',
  headless_captcha: captcha,
});
const post = (server: RunningServer, body: unknown) =>
  fetch(`${server.url}/api/webform?langcode=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('two servers on one PostgreSQL', () => {
  it('a submission received by one is exported from the other', async () => {
    const response = await post(one, contact(await solvedCaptcha(two)));
    expect(response.status).toBe(200);
    const { sid } = (await response.json()) as { sid: number };
    const exported = spawnSync(process.execPath, ['--import', 'tsx', 'tools/export-submissions.ts', 'contact'], {
      env: { ...process.env, QUAI_DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout.split('\r\n').find((line) => line.startsWith(`${sid},`))).toContain('Deux serveurs, une base.');
  });

  it('a captcha answer used on one cannot be replayed on the other', async () => {
    const answer = await solvedCaptcha(one);
    expect((await post(one, contact(answer))).status).toBe(200);
    const replayed = await post(two, contact(answer));
    expect(replayed.status).toBe(400);
    expect(JSON.stringify(await replayed.json())).toContain('déjà servi');
  });

  it('rate limits count the requests a client spreads over both', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 62; index++) {
      const server = index % 2 ? two : one;
      statuses.push((await fetch(`${server.url}/api/defi/tva?vatNumber=FR40303265045&countryCode=FR`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('fifty finalisations of one purchase sent at once to both issue one card', async () => {
    const giftcardApi = (server: RunningServer, call: string, body: unknown, visitor = 1) =>
      fetch(`${server.url}/api/bff/giftcard/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${visitor}` },
        body: JSON.stringify(body),
      });
    const cards = async () => {
      const database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      const { rows } = await database.query('SELECT count(*)::int AS cards FROM giftcard_card');
      await database.end();
      return rows[0].cards as number;
    };
    const cardsBefore = await cards();
    const init = await giftcardApi(one, 'init-purchase', {
      callbackUrl: '/cartes-cadeaux/confirmation',
      storageId: 'two-servers-storage',
      tunnelState: tunnelState({ productId: 'carte-cadeau', discountId: null }),
    });
    expect(init.status).toBe(200);
    const { pageUrl } = (await init.json()) as { pageUrl: string };
    // The hosted payment page of the test provider, paid on the other server.
    const paid = await fetch(new URL(pageUrl, two.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    const key = new URL(paid.headers.get('location')!, one.url).searchParams.get('key');
    // As a retry storm would come: many visitors' worth of requests, so no rate limit hides a race.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const response = await giftcardApi(index % 2 ? two : one, 'finalize-purchase', { key }, index + 1);
        return { status: response.status, body: (await response.json()) as { state: string; data: { orderId: string } } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.state))).toEqual(new Set(['FINALISED']));
    expect(new Set(answers.map((answer) => answer.body.data.orderId)).size).toBe(1);
    expect((await cards()) - cardsBefore).toBe(1);
  });
});

/** Pages any visitor may have, a 404 included. */
const SHARED_PAGES = [
  '/',
  '/en',
  resultsSearch(),
  '/reclamation',
  '/info-trafic',
  '/actualites',
  '/cartes-cadeaux/achat',
  '/horaires-inconnus',
];
const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
/** Past a kept page's freshness: nginx counts in whole seconds, so a page may stay fresh up to a second longer. */
const pastFreshness = () => wait(FRESH_SECONDS + 1.2);
const through = (path: string, headers: Record<string, string> = {}) => fetch(cache.url + path, { headers });

describe('two servers behind nginx, the cache in front', () => {
  it('every shared page is the same bytes on both servers, and each answers 304 to the other’s ETag, in every coding', async () => {
    for (const path of SHARED_PAGES) {
      for (const coding of ['identity', 'gzip', 'br']) {
        const headers = { 'accept-encoding': coding };
        const both = () => Promise.all([fetch(one.url + path, { headers }), fetch(two.url + path, { headers })]);
        let [fromOne, fromTwo] = await both();
        // The search form shows the current minute: two renders a minute apart differ, as they
        // should. Each server's test clock starts with its process, so for as long as their starts
        // lay apart after a minute turns (and while a kept page of the old minute is served once
        // more) the two disagree: asked again until they agree, for 20 s at most.
        for (let tries = 0; fromOne.headers.get('etag') !== fromTwo.headers.get('etag') && tries < 40; tries++) {
          await wait(0.5);
          [fromOne, fromTwo] = await both();
        }
        expect([path, coding, fromOne.headers.get('cache-control')]).toEqual([
          path,
          coding,
          'public, max-age=0, s-maxage=2, stale-while-revalidate=86400',
        ]);
        expect(fromOne.headers.get('content-security-policy')).not.toContain("'nonce-");
        expect(Buffer.from(await fromOne.arrayBuffer()).equals(Buffer.from(await fromTwo.arrayBuffer())), `${path} ${coding}`).toBe(true);
        expect(fromTwo.headers.get('etag'), `${path} ${coding}`).toBe(fromOne.headers.get('etag'));
        const etag = fromOne.headers.get('etag')!;
        for (const server of [one, two]) {
          const revalidated = await fetch(server.url + path, { headers: { ...headers, 'if-none-match': etag } });
          expect([path, coding, revalidated.status]).toEqual([path, coding, 304]);
        }
      }
    }
  });

  it('misses once, then hits: the kept copy is the servers’ own bytes', async () => {
    const path = '/?visite=nginx';
    const first = await through(path);
    const second = await through(path);
    expect([first.headers.get('x-cache-status'), second.headers.get('x-cache-status')]).toEqual(['MISS', 'HIT']);
    expect(await second.text()).toBe(await (await fetch(one.url + path)).text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // A browser holding the copy revalidates against the cache.
    const revalidated = await through(path, { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('revalidates an expired page with its ETag, and both servers answer 304 to it', async () => {
    const path = '/en?visite=revalidation';
    await through(path);
    const answeredBy = new Set<string>();
    for (let round = 0; round < 8 && answeredBy.size < 2; round++) {
      await pastFreshness();
      const answer = await through(path);
      expect(answer.status).toBe(200);
      // Served at once from the expired copy while one request revalidates it in the background.
      expect(['STALE', 'UPDATING', 'REVALIDATED']).toContain(answer.headers.get('x-cache-status'));
      await wait(0.3);
      for (const line of cache.accessLog())
        if (line.uri === path && line.cacheStatus === 'REVALIDATED' && line.upstreamStatus === '304') answeredBy.add(line.upstream);
    }
    expect([...answeredBy].sort()).toEqual([new URL(one.url).host, new URL(two.url).host].sort());
  });

  it('never keeps a visitor’s own page: the tickets of a booking reach only the visitor holding its cookie', async () => {
    const lookup = await fetch(`${cache.url}/api/bff/booking-file`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.80' },
      body: JSON.stringify({ reference: 'QUAI01', passengerName: 'Martin', locale: 'fr' }),
    });
    expect(lookup.status).toBe(200);
    const cookie = lookup.headers.get('set-cookie')!.split(';')[0]!;
    for (let visit = 0; visit < 2; visit++) {
      const tickets = await through('/dossier-voyageur/billets', { cookie });
      expect(tickets.headers.get('cache-control')).toBe('private, no-store');
      expect(tickets.headers.get('x-cache-status')).toBe('MISS');
      expect(await tickets.text()).toContain('"passengerFirstName":"Claire"');
    }
    const stranger = await through('/dossier-voyageur/billets');
    expect(await stranger.text()).not.toContain('"passengerFirstName":"Claire"');
    // A form posted without JavaScript shows what was posted: never kept either.
    const posted = await fetch(`${cache.url}/reclamation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.81' },
      body: 'webform_id=reclamation',
    });
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
    expect(['MISS', 'BYPASS', null]).toContain(posted.headers.get('x-cache-status'));
  });

  it('keeps serving, no visitor seeing an error, while one server is stopped, and serves kept pages stale when both are', async () => {
    for (const path of SHARED_PAGES) await through(path);
    await one.stop();
    const statuses: number[] = [];
    // Past freshness: expired pages are served stale while the server left revalidates them.
    for (let round = 0; round < 3; round++) {
      await pastFreshness();
      const answers = await Promise.all([...SHARED_PAGES, '/?visite=nouvelle'].map((path) => through(`${path}`)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses.filter((status) => status !== 404))).toEqual(new Set([200]));
    await two.stop();
    await pastFreshness();
    for (const path of SHARED_PAGES) {
      const answer = await through(path);
      expect([path, answer.status < 500, answer.headers.get('x-cache-status')]).toEqual([path, true, 'STALE']);
    }
  });
});
