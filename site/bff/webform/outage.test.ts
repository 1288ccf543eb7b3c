import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/webform/idempotency-key';
import { webformTestApp } from '../../../tests/helpers/webform-app';
import { WebformStore } from './store';

const contact = {
  webform_id: 'contact',
  name: 'Camille Martin',
  phone: { type: 'mobile', phone: '06 12 34 56 78', ext: '' },
  email: 'camille@exemple.fr',
  subject: 'billets',
  message: 'Envoyé pendant un redémarrage de la base.',
  newsletter: '0',
  privacy: '1',
};

/** What node-postgres throws for a query on a connection PostgreSQL ended (restart, failover). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

describe('a submission while the database is away', () => {
  let testApp: Awaited<ReturnType<typeof webformTestApp>>;
  beforeAll(async () => {
    testApp = await webformTestApp();
  });
  afterAll(() => testApp.app.close());
  afterEach(() => vi.restoreAllMocks());

  const post = (body: unknown, langcode: string, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/webform?langcode=${langcode}`,
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
      payload: body as Record<string, unknown>,
    });

  it('is answered 503 with Retry-After and the message in the visitor’s language; sent again, stored once', async () => {
    const key = 'a3f1c2d4e5b6a7980112233445566778';
    const body = { ...contact, headless_captcha: await testApp.solvedCaptcha() };
    vi.spyOn(WebformStore.prototype, 'acceptSubmission').mockRejectedValueOnce(terminated());
    const refused = await post(body, 'en', key);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    const message = 'The service is temporarily unavailable. What you entered is kept: try again in 5 seconds.';
    expect(refused.json()).toEqual({ message: { message, error: message } });

    // The refusal spent nothing: the same captcha answer is good for the second sending.
    const stored = await post(body, 'en', key);
    expect(stored.statusCode).toBe(200);
    const { sid } = stored.json() as { sid: number };
    // A third sending (the second's answer cut off): the same submission, not another.
    const again = await post(body, 'en', key);
    expect(again.json()).toEqual({ sid });
    expect((await testApp.store.submissions('contact')).filter((submission) => submission.data.message === contact.message)).toHaveLength(
      1,
    );
  });

  it('says it in Spanish and Italian too', async () => {
    vi.spyOn(WebformStore.prototype, 'acceptSubmission').mockRejectedValue(terminated());
    const body = { ...contact, headless_captcha: await testApp.solvedCaptcha() };
    expect((await post(body, 'es')).json().message.message).toMatch(/^El servicio no está disponible.*dentro de 5 segundos\.$/);
    expect((await post(body, 'it')).json().message.message).toMatch(/^Il servizio è momentaneamente non disponibile.*tra 5 secondi\.$/);
  });

  it('refuses a key that is not one, storing nothing', async () => {
    const before = (await testApp.store.submissions('contact')).length;
    const response = await post({ ...contact, headless_captcha: await testApp.solvedCaptcha() }, 'fr', 'short key');
    expect(response.statusCode).toBe(400);
    expect(response.json().message.error).toMatch(/idempotency-key header must be 16 to 128/);
    expect(await testApp.store.submissions('contact')).toHaveLength(before);
  });
});
