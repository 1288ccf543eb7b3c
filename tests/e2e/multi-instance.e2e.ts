import { spawnSync } from 'node:child_process';
import { solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPayload, type CaptchaChallenge } from '../../blocks/webform/rules/captcha-payload';
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
  // Started together: the migration lock lets one migrate while the other waits.
  [one, two] = await Promise.all([startServer({ env: { QUAI_DATABASE_URL: databaseUrl } }), startServer({ env: { QUAI_DATABASE_URL: databaseUrl } })]);
}, 120_000);
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
const post = (server: RunningServer, body: unknown) => fetch(`${server.url}/api/webform?langcode=fr`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('two servers on one PostgreSQL', () => {
  it('a submission received by one is exported from the other', async () => {
    const response = await post(one, contact(await solvedCaptcha(two)));
    expect(response.status).toBe(200);
    const { sid } = (await response.json()) as { sid: number };
    const exported = spawnSync(process.execPath, ['--import', 'tsx', 'tools/export-submissions.ts', 'contact'], { env: { ...process.env, QUAI_DATABASE_URL: databaseUrl }, encoding: 'utf8' });
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
});
