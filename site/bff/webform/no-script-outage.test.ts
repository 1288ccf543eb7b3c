import type { AssetResolver } from '../../server/assets';
import { contentSourceFromEnvironment } from '../../server/content-source';
import { SiteRuntime } from '../../server/runtime';
import { root, webformTestApp } from '../../../tests/helpers/webform-app';
import { WebformStore } from './store';

/**
 * A form posted without JavaScript while the database is away: its page again, 503 with
 * Retry-After, the outage message at the top of the form and every value typed in its fields;
 * sent again once the database is back, stored once.
 */

const noAssets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
const logger = { info() {}, warn() {}, error() {} };
const { app, store, solvedCaptcha } = await webformTestApp(() =>
  SiteRuntime.create({ root, mode: 'production', assets: noAssets, logger, contentSource: contentSourceFromEnvironment(root, {}) }),
);

afterEach(() => vi.restoreAllMocks());

/** What node-postgres throws for a query on a connection PostgreSQL ended (restart, failover). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

const OUTAGE = {
  fr: 'Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.',
  en: 'The service is temporarily unavailable. What you entered is kept: try again in 5 seconds.',
};

/** The details form's fields as a browser without scripts posts them (URL-encoded). */
const details = (message: string): Array<[string, string]> => [
  ['webform_id', 'coordonnees'],
  ['identity[first]', 'Camille'],
  ['identity[last]', 'Martin'],
  ['home[country]', 'FR'],
  ['home[address]', '12 rue de la Gare'],
  ['home[postal_code]', '69003'],
  ['home[city]', 'Lyon'],
  ['message[value]', message],
];
const postForm = (path: string, fields: Array<[string, string]>) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A multipart post, as a form with a file field sends it. */
function postMultipart(path: string, fields: Array<[string, string]>, file: { field: string; name: string; bytes: Buffer }) {
  const boundary = '----quai-outage-test';
  const parts = fields.map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: path, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** The value a field shows in the page: its input's value attribute, or its textarea's text. */
function shown(html: string, name: string): string | undefined {
  const escaped = name.replace(/[[\]]/g, '\\$&');
  const input = new RegExp(`<input[^>]*\\bname="${escaped}"[^>]*>`).exec(html)?.[0];
  if (input) return /\bvalue="([^"]*)"/.exec(input)?.[1];
  return new RegExp(`<textarea[^>]*\\bname="${escaped}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
}

describe('a form posted without JavaScript while the database is away', () => {
  it('answers its page, 503 with Retry-After, the message in the summary and every value typed; sent again, stored once', async () => {
    const message = 'Envoyé pendant un redémarrage de la base.';
    vi.spyOn(WebformStore.prototype, 'acceptSubmission').mockRejectedValueOnce(terminated());
    const refused = await postForm('/mes-coordonnees', details(message));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.body).toMatch(new RegExp(`role="alert"[^>]*>\\s*<h3[^>]*>${OUTAGE.fr}</h3>`));
    // The summary names no field in error: nothing typed was wrong.
    expect(refused.body).not.toMatch(/<h3[^>]*>Le formulaire contient/);
    expect(shown(refused.body, 'identity[first]')).toBe('Camille');
    expect(shown(refused.body, 'identity[last]')).toBe('Martin');
    expect(shown(refused.body, 'home[address]')).toBe('12 rue de la Gare');
    expect(shown(refused.body, 'home[postal_code]')).toBe('69003');
    expect(shown(refused.body, 'home[city]')).toBe('Lyon');
    expect(refused.body).toContain(message);
    expect((await store.submissions('coordonnees')).filter((stored) => JSON.stringify(stored.data).includes(message))).toEqual([]);

    const stored = await postForm('/mes-coordonnees', details(message));
    expect(stored.statusCode).toBe(303);
    expect(stored.headers.location).toBe('/mes-coordonnees?sent=coordonnees');
    expect((await store.submissions('coordonnees')).filter((one) => JSON.stringify(one.data).includes(message))).toHaveLength(1);
  });

  it('says it in the page’s language', async () => {
    vi.spyOn(WebformStore.prototype, 'acceptSubmission').mockRejectedValueOnce(terminated());
    const refused = await postForm('/en/my-details', [...details('Sent in English.')]);
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toContain(OUTAGE.en);
    expect(shown(refused.body, 'identity[first]')).toBe('Camille');
  });

  it('a multipart post whose file cannot be kept: the page again, 503, the typed values kept (the file to choose again)', async () => {
    vi.spyOn(WebformStore.prototype, 'addFile').mockRejectedValueOnce(terminated());
    const fields: Array<[string, string]> = [
      ['webform_id', 'contact'],
      ['name', 'Camille Martin'],
      ['email[email]', 'camille@exemple.fr'],
      ['email[confirm]', 'camille@exemple.fr'],
      ['subject', 'billets'],
      ['message', 'Mon billet n’apparaît pas.'],
      ['privacy', '1'],
      ['headless_captcha', await solvedCaptcha()],
    ];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const refused = await postMultipart('/nous-contacter', fields, { field: 'files[attachment]', name: 'billet.pdf', bytes: pdf });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toContain(OUTAGE.fr);
    expect(shown(refused.body, 'name')).toBe('Camille Martin');
    expect(refused.body).toContain('Mon billet n’apparaît pas.');
    expect((await store.submissions('contact')).filter((stored) => stored.data.name === 'Camille Martin')).toEqual([]);
  });
});
