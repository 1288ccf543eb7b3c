import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSecret } from '../../store/secrets';
import { webformTestApp } from '../../../tests/helpers/webform-app';
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/webform/idempotency-key';
import { WebformStore } from './store';
import { readUploadToken } from './upload-tokens';

const { app: instance, store, database, dataDir, solvedCaptcha } = await webformTestApp();

const contact = {
  webform_id: 'contact',
  name: 'Camille Martin',
  phone: { type: 'mobile', phone: '06 12 34 56 78', ext: '' },
  email: 'camille@exemple.fr',
  subject: 'billets',
  message: 'Bonjour, mon billet n’apparaît pas dans mon espace.',
  newsletter: '0',
  privacy: '1',
};
const post = (body: unknown, langcode = 'fr') =>
  instance.inject({ method: 'POST', url: `/api/webform?langcode=${langcode}`, payload: body as object });
/** A body sent as written, JSON or not. */
const postText = (text: string) =>
  instance.inject({ method: 'POST', url: '/api/webform?langcode=fr', headers: { 'content-type': 'application/json' }, payload: text });
const upload = (query: Record<string, string>, bytes: Buffer) =>
  instance.inject({
    method: 'POST',
    url: `/api/webformFile?${new URLSearchParams(query)}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe('POST /api/webform', () => {
  it('stores an accepted submission durably and answers its sid', async () => {
    const response = await post({ ...contact, headless_captcha: await solvedCaptcha() });
    expect(response.statusCode).toBe(200);
    const { sid } = response.json() as { sid: number };
    expect((await store.submissions('contact')).find((s) => s.sid === sid)?.data).toMatchObject({
      name: 'Camille Martin',
      email: 'camille@exemple.fr',
      privacy: '1',
    });
  });

  it('answers 400 with message.error keyed by field, sub-fields joined with ][, in the asked language; stores nothing', async () => {
    const before = (await store.submissions('contact')).length;
    const response = await post(
      {
        ...contact,
        headless_captcha: await solvedCaptcha(),
        name: '',
        email: 'pas-un-email',
        phone: { type: '', phone: '0612', ext: '1'.repeat(21) },
        privacy: '0',
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: {
        message: 'Submitted Data contains validation errors.',
        error: {
          name: 'This field is required.',
          email: 'Enter a valid e-mail address, such as name@example.com.',
          'phone][ext': 'The extension has at most 20 digits.',
          privacy: 'This field is required.',
        },
      },
    });
    expect(await store.submissions('contact')).toHaveLength(before);
  });

  let lastProof = '';
  it('ignores values of hidden and unknown fields', async () => {
    const proof = (await upload({ webform_id: 'reclamation', field_name: 'proof', filename: 'billet.pdf' }, PDF)).json() as { fid: string };
    const response = await post({
      webform_id: 'reclamation',
      reference: 'ab12cd',
      travel_date: '2025-06-01',
      station: 'Lyon Part Dieu',
      reason: 'confort',
      delay_minutes: '99',
      proof: [proof.fid],
      is_company: '0',
      vat: { country_tax_residence: 'FR', vat_number: 'X', vat_number_valid: '01' },
      injected: 'nope',
    });
    expect(response.statusCode).toBe(200);
    const stored = (await store.submissions('reclamation')).at(-1)!;
    expect(stored.data).toMatchObject({
      reference: 'AB12CD',
      delay_minutes: '',
      vat: { country_tax_residence: '', vat_number: '', vat_number_valid: '' },
    });
    expect(stored.data).not.toHaveProperty('injected');
    expect((await store.filesOf(stored.sid)).map((file) => file.filename)).toEqual(['billet.pdf']);
    lastProof = proof.fid;
  });

  it('checks VAT numbers again and refuses a file already linked, or an unknown station', async () => {
    const response = await post({
      webform_id: 'reclamation',
      reference: 'AB12CD',
      travel_date: '2025-06-01',
      station: 'Gare imaginaire',
      reason: 'confort',
      proof: [lastProof],
      is_company: '1',
      vat: { country_tax_residence: 'FR', vat_number: '40303265046', vat_number_valid: '01' },
    });
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { message: { error: Record<string, string> } }).message.error;
    expect(Object.keys(errors).sort()).toEqual(['proof', 'station']);
  });

  it('answers 4xx with a reason for an unknown or closed form, a body that is not JSON, or too large', async () => {
    expect((await post({ webform_id: 'inconnu' })).json()).toEqual({
      message: { message: 'Unknown form "inconnu".', error: 'Unknown form "inconnu".' },
    });
    expect((await post({ webform_id: 'inconnu' })).statusCode).toBe(404);
    const closed = await post({ webform_id: 'objets_trouves', object: 'Parapluie' });
    expect(closed.statusCode).toBe(403);
    expect(closed.body).toContain('closed');
    const broken = await postText('{"webform_id": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message.error).toMatch(/not valid JSON/);
    const huge = await post({ ...contact, headless_captcha: await solvedCaptcha(), message: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect((await post({ name: 'no id' })).statusCode).toBe(400);
    const dateAsFile = await post({ webform_id: 'reclamation', proof: '9999-99-99' });
    expect(dateAsFile.statusCode).toBe(400);
    expect(dateAsFile.json().message.error).toHaveProperty('proof');
    // A key that could reach a prototype is dropped, and what is left refused for its own fault.
    const poisoned = await postText(
      '{"webform_id": "coordonnees", "identity": {"title": {"__proto__": ""}}, "__proto__": {"status": "open"}}',
    );
    expect(poisoned.statusCode).toBe(400);
    expect(Object.keys(poisoned.json().message.error)).toEqual(['identity']);
  });
});

describe('the captcha', () => {
  it('is required where the form has one, verified by the server, and good for one stored submission', async () => {
    const missing = await post(contact);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.error).toEqual({ captcha: 'Confirmez que vous n&#39;êtes pas un robot.' });
    const forged = await post({
      ...contact,
      headless_captcha: Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' }),
      ).toString('base64'),
    });
    expect(forged.json().message.error).toEqual({ captcha: 'La vérification anti-robot a échoué. Réessayez.' });
    const answer = await solvedCaptcha();
    // A submission with errors does not spend the answer; the accepted one does.
    expect((await post({ ...contact, headless_captcha: answer, name: '' })).json().message.error).toEqual({
      name: 'Ce champ est obligatoire.',
    });
    expect((await post({ ...contact, headless_captcha: answer })).statusCode).toBe(200);
    const reused = await post({ ...contact, headless_captcha: answer });
    expect(reused.json().message.error).toEqual({ captcha: 'Cette vérification anti-robot a déjà servi. Recommencez-la.' });
  });
});

describe('POST /api/webformFile', () => {
  const query = { webform_id: 'reclamation', field_name: 'proof', filename: 'billet.pdf' };
  const storedFiles = () => readdirSync(join(dataDir, 'webform-files', 'reclamation'));

  it('answers a fid and keeps the file under the data directory with a generated name', async () => {
    const response = await upload({ ...query, filename: '../../etc/billet de train.pdf' }, PDF);
    expect(response.statusCode).toBe(200);
    const { fid } = response.json() as { fid: string };
    expect(fid).toMatch(/^[\w-]{48}$/);
    const number = readUploadToken(await sharedSecret(database, 'uploads'), fid, '127.0.0.1')!;
    const file = (await store.files([number])).get(number)!;
    expect(file).toMatchObject({ filename: 'billet de train.pdf', mime: 'application/pdf', size: PDF.length, sid: null });
    expect(storedFiles()).toContain(file.storedName);
  });

  it('answers a token only the uploading client can submit: another address, or a bare number, is refused', async () => {
    const { fid } = (await upload(query, PDF)).json() as { fid: string };
    const claim = (remoteAddress: string, proof: string) =>
      instance.inject({
        method: 'POST',
        url: '/api/webform?langcode=fr',
        remoteAddress,
        payload: {
          webform_id: 'reclamation',
          reference: 'AB12CD',
          travel_date: '2025-06-01',
          station: 'Lyon Part Dieu',
          reason: 'confort',
          proof: [proof],
          is_company: '0',
        },
      });
    expect((await claim('198.51.100.9', fid)).json().message.error).toHaveProperty('proof');
    const number = readUploadToken(await sharedSecret(database, 'uploads'), fid, '127.0.0.1')!;
    expect((await claim('127.0.0.1', String(number))).json().message.error).toHaveProperty('proof');
    const accepted = await claim('127.0.0.1', fid);
    expect(accepted.statusCode).toBe(200);
    // Stored under the file's number: the token was sealed for one client only.
    const { sid } = accepted.json() as { sid: number };
    expect((await store.submissions('reclamation')).find((submission) => submission.sid === sid)?.data.proof).toEqual([String(number)]);
  });

  it('takes raw bytes only: JSON, text or form bodies answer 415 with the reason and store nothing', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await instance.inject({
        method: 'POST',
        url: `/api/webformFile?${new URLSearchParams(query)}`,
        headers: { 'content-type': type },
        payload: '{"a":1}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message.error).toContain('application/octet-stream');
    }
  });

  it('refuses content that does not match the extension, other extensions, and oversized files, keeping nothing', async () => {
    const before = storedFiles().length;
    const fake = await upload(query, Buffer.from('just some text, not a PDF'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message.error).toMatch(/does not match/);
    expect((await upload({ ...query, filename: 'script.exe' }, PDF)).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(query, big)).statusCode).toBe(413);
    expect((await upload({ ...query, filename: `${'a'.repeat(151)}.pdf` }, PDF)).statusCode).toBe(400);
    expect((await upload({ ...query, field_name: 'reference' }, PDF)).statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('GET /api/defi/tva and autocomplete options', () => {
  it('checks EU VAT numbers with their check digits, in the asked language', async () => {
    expect((await instance.inject('/api/defi/tva?vatNumber=40303265045&countryCode=FR')).json()).toEqual({
      valid: true,
      message: 'Numéro de TVA valide.',
    });
    expect((await instance.inject('/api/defi/tva?vatNumber=40303265046&countryCode=FR&langcode=en')).json()).toEqual({
      valid: false,
      message: 'Invalid VAT number.',
    });
    const unknown = await instance.inject('/api/defi/tva?vatNumber=123&countryCode=US');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message.error).toMatch(/Unknown country code "US"/);
    expect((await instance.inject('/api/defi/tva?countryCode=FR')).statusCode).toBe(400);
  });

  it('answers the options map of a form, or an error in message.message', async () => {
    const stations = (await instance.inject('/api/webform?op=autocomplete_options&id=reclamation&options_id=stations')).json() as Record<
      string,
      string
    >;
    expect(stations['Lyon Part Dieu']).toBe('Lyon Part Dieu');
    const missing = await instance.inject('/api/webform?op=autocomplete_options&id=contact&options_id=stations');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message.message).toBe('The form "contact" has no options "stations".');
  });
});

describe('rate limits', () => {
  it('answer 429 with a reason once an address sends more checks in a minute than a visitor would', async () => {
    // Each request claims another address: with no trusted proxy, the header is not believed.
    let forged = 0;
    const check = () =>
      instance.inject({
        url: '/api/defi/tva?vatNumber=FR40303265045&countryCode=FR',
        headers: { 'x-forwarded-for': `203.0.113.${++forged % 250}` },
      });
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await check()).statusCode);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message.error).toMatch(/rate limit/i);
  });

  it('hold for submissions whose captcha is solved: past 30 a minute from one address, 429 and nothing stored', async () => {
    const send = async () =>
      instance.inject({
        method: 'POST',
        url: '/api/webform?langcode=fr',
        remoteAddress: '198.51.100.77',
        payload: { ...contact, headless_captcha: await solvedCaptcha() },
      });
    const before = (await store.submissions('contact')).length;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual(Array(30).fill(200));
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message.error).toMatch(/rate limit/i);
    expect((await store.submissions('contact')).length).toBe(before + 30);
  }, 60_000);
});

/** What node-postgres throws for a query on a connection PostgreSQL ended (restart, failover). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

describe('POST /api/webform while the database is away, and sent again', () => {
  afterEach(() => vi.restoreAllMocks());
  // A visitor of its own, whose submissions leave the others' rate limit alone.
  const postWithKey = (body: unknown, langcode: string, key?: string) =>
    instance.inject({
      method: 'POST',
      url: `/api/webform?langcode=${langcode}`,
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
      payload: body as object,
      remoteAddress: '203.0.113.39',
    });

  it('is answered 503 with Retry-After and the message in the visitor’s language; sent again, stored once', async () => {
    const key = 'a3f1c2d4e5b6a7980112233445566778';
    const body = { ...contact, message: 'Envoyé pendant un redémarrage de la base.', headless_captcha: await solvedCaptcha() };
    vi.spyOn(WebformStore.prototype, 'acceptSubmission').mockRejectedValueOnce(terminated());
    const refused = await postWithKey(body, 'en', key);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    const message = 'The service is temporarily unavailable. What you entered is kept: try again in 5 seconds.';
    expect(refused.json()).toEqual({ message: { message, error: message } });

    // The refusal spent nothing: the same captcha answer is good for the second sending.
    const stored = await postWithKey(body, 'en', key);
    expect(stored.statusCode).toBe(200);
    const { sid } = stored.json() as { sid: number };
    // A third sending (the second's answer cut off): the same submission, not another.
    const again = await postWithKey(body, 'en', key);
    expect(again.json()).toEqual({ sid });
    expect((await store.submissions('contact')).filter((submission) => submission.data.message === body.message)).toHaveLength(1);
  });

  it('says it in Spanish and Italian too', async () => {
    vi.spyOn(WebformStore.prototype, 'acceptSubmission').mockRejectedValue(terminated());
    const body = { ...contact, headless_captcha: await solvedCaptcha() };
    expect((await postWithKey(body, 'es')).json().message.message).toMatch(/^El servicio no está disponible.*dentro de 5 segundos\.$/);
    expect((await postWithKey(body, 'it')).json().message.message).toMatch(
      /^Il servizio è momentaneamente non disponibile.*tra 5 secondi\.$/,
    );
  });

  it('refuses a key that is not one, storing nothing', async () => {
    const before = (await store.submissions('contact')).length;
    const response = await postWithKey({ ...contact, headless_captcha: await solvedCaptcha() }, 'fr', 'short key');
    expect(response.statusCode).toBe(400);
    expect(response.json().message.error).toMatch(/idempotency-key header must be 16 to 128/);
    expect(await store.submissions('contact')).toHaveLength(before);
  });
});
