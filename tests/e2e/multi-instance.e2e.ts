import { spawnSync } from 'node:child_process';
import { solveChallenge } from 'altcha-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPayload, type CaptchaChallenge } from '../../blocks/webform/rules/captcha-payload';
import { tunnelState } from '../../site/bff/giftcard/test-setup';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../helpers/postgres-cluster';
import { startServer, type RunningServer } from './server';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: whatever one server
 * knows, the other knows, because nothing a request needs lives in a process.
 */
let cluster: PostgresCluster;
let databaseUrl: string;
let one: RunningServer;
let two: RunningServer;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await createDatabase(cluster.url, 'quai_instances');
  // Started together: the migration lock lets one migrate while the other waits. Behind the
  // test's own "proxy" (loopback), so a test can speak for many visitors with X-Forwarded-For.
  const env = { QUAI_DATABASE_URL: databaseUrl, QUAI_TRUSTED_PROXIES: '127.0.0.1' };
  [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
}, 240_000);
afterAll(async () => {
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
