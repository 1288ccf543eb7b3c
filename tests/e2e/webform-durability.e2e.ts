import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { captchaPayload, type CaptchaChallenge } from '../../domain/webform/captcha-payload';
import { startServer } from './server';
import { testDay } from './test-now';

/** What `npm run export-submissions -- <form>` prints for a data directory. */
function exportCsv(dataDirectory: string, formId: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/export-submissions.ts', formId], {
    env: { ...process.env, QUAI_DATA_DIR: dataDirectory },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

describe('webform submissions survive a crash', () => {
  it('finds an acknowledged submission after the server is killed and started again', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-webform-crash-'));
    const first = await startServer({ dataDirectory });
    // The contact form has a captcha: solve the server's challenge as the browser would.
    const challenge = (await (await fetch(`${first.url}/api/webform/captcha`)).json()) as CaptchaChallenge;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const response = await fetch(`${first.url}/api/webform?langcode=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        webform_id: 'contact',
        name: 'Dominique Durand',
        email: 'dominique@exemple.fr',
        phone: { type: '', phone: '', ext: '' },
        subject: 'horaires',
        message: 'Le train de 7 h 12 sera-t-il maintenu ?',
        privacy: '1',
        headless_captcha: captchaPayload(challenge, solution!),
      }),
    });
    expect(response.status).toBe(200);
    const { sid } = (await response.json()) as { sid: number };
    // No graceful shutdown: the process dies the moment the answer is received.
    await first.stop('SIGKILL');
    const second = await startServer({ dataDirectory });
    try {
      const csv = exportCsv(dataDirectory, 'contact');
      const row = csv.split('\r\n').find((line) => line.startsWith(`${sid},`));
      expect(row).toContain('Dominique Durand');
      expect(row).toContain('Le train de 7 h 12 sera-t-il maintenu ?');
    } finally {
      await second.stop();
    }
  });

  it('keeps every acknowledged submission when the server is killed in the middle of concurrent ones', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-webform-crash-'));
    const server = await startServer({ dataDirectory });
    const departure = `${testDay(10)}T09:00`;
    const acknowledged: number[] = [];
    let killed: Promise<void> | undefined;
    const submit = async (index: number) => {
      try {
        const response = await fetch(`${server.url}/api/webform?langcode=fr`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            webform_id: 'assistance',
            departure,
            needs: ['bagages'],
            contact_by: 'sms',
            contact_mobile: '06 12 34 56 78',
            other_need: `demande ${index}`,
          }),
        });
        if (response.status !== 200) throw new Error(`submission ${index} answered ${response.status}: ${await response.text()}`);
        acknowledged.push(((await response.json()) as { sid: number }).sid);
        // Killed while the others are still on their way: no graceful shutdown.
        if (acknowledged.length === 10) killed = server.stop('SIGKILL');
      } catch (error) {
        if (!killed) throw error;
      }
    };
    await Promise.all(Array.from({ length: 60 }, (_, index) => submit(index)));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const restarted = await startServer({ dataDirectory });
    try {
      const stored = new Set(
        exportCsv(dataDirectory, 'assistance')
          .split('\r\n')
          .slice(1)
          .map((line) => Number(line.split(',')[0])),
      );
      expect(acknowledged.filter((sid) => !stored.has(sid))).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
