import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startFullApp, type FullApp } from '../../tests/helpers/full-app';
import { PageCache, pageCacheFromEnvironment } from './page-cache';
import { SiteRuntime } from './runtime';

/** A clock the tests move by hand: how old a kept page is. */
const clock = { time: 1_000_000, now: () => clock.time };
const MINUTE_MS = 60_000;
const renders = vi.spyOn(SiteRuntime.prototype, 'renderRequest');
const trustedProxies = ['127.0.0.1'];

let site: FullApp;
let app: FastifyInstance;
beforeAll(async () => {
  site = await startFullApp({ trustedProxies, pageCache: new PageCache({ seconds: 60, maxBytes: 16 * 1024 * 1024 }, clock) });
  app = site.app;
}, 60_000);
afterAll(() => site.close());
beforeEach(() => {
  renders.mockClear();
});

/** What a visitor receives, but the date and the age of a kept copy: bytes and every other header. */
const answer = (response: LightMyRequestResponse) => {
  const { date: _date, age: _age, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

describe('the page cache', () => {
  it('answers the same page again within its freshness without rendering it: same bytes, same headers, 304 on its tag', async () => {
    const first = await app.inject('/?visite=1');
    const second = await app.inject('/?visite=1');
    expect(renders).toHaveBeenCalledTimes(1);
    expect(answer(second)).toEqual(answer(first));
    expect([first.headers.age, second.headers.age]).toEqual([undefined, '0']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await app.inject({ url: '/?visite=1', headers: { 'if-none-match': String(first.headers.etag) } });
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', first.headers.etag]);
    // Compressed on the way out, its tag naming the coding, as a fresh render is.
    const gzip = await app.inject({ url: '/?visite=1', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(`${String(first.headers.etag).slice(0, -1)}-gzip"`);
    expect(gzip.rawPayload.byteLength).toBeLessThan(first.rawPayload.byteLength);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('keeps a 404 page as a CDN would', async () => {
    const first = await app.inject('/nulle-part-connue');
    const second = await app.inject('/nulle-part-connue');
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.body).toBe(first.body);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders a page again once it is older than its freshness', async () => {
    await app.inject('/?visite=2');
    clock.time += MINUTE_MS - 1;
    // A CDN in front counts the copy's age against its own minute.
    expect((await app.inject('/?visite=2')).headers.age).toBe('59');
    expect(renders).toHaveBeenCalledTimes(1);
    clock.time += 2;
    const fresh = await app.inject('/?visite=2');
    expect(renders).toHaveBeenCalledTimes(2);
    expect(fresh.headers.age).toBeUndefined();
  });

  it('keeps each query string and each site origin apart', async () => {
    const search = await app.inject('/?visite=3');
    await app.inject('/?visite=4');
    expect(renders).toHaveBeenCalledTimes(2);
    const elsewhere = await app.inject({
      url: '/?visite=3',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.quai.example' },
    });
    expect(renders).toHaveBeenCalledTimes(3);
    expect(elsewhere.body).toContain('href="https://www.quai.example/"');
    expect(search.body).not.toContain('https://www.quai.example/');
  });

  it("never keeps a page of the visitor's own data, nor gives it to another visitor asking at the same time", async () => {
    const lookup = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bff/booking-file',
        payload: { reference: 'QUAI01', passengerName: 'Martin' },
      });
      return `quai_dossier=${(response.json() as { uuid: string }).uuid}`;
    };
    const cookies = [await lookup(), await lookup()];
    renders.mockClear();
    const tickets = await Promise.all(cookies.map((cookie) => app.inject({ url: '/dossier-voyageur/billets', headers: { cookie } })));
    expect(tickets.map((page) => [page.statusCode, page.headers['cache-control']])).toEqual([
      [200, 'private, no-store'],
      [200, 'private, no-store'],
    ]);
    expect(tickets[0]!.body).toContain('QUAI01');
    expect(renders).toHaveBeenCalledTimes(2);
    await app.inject({ url: '/dossier-voyageur/billets', headers: { cookie: cookies[0]! } });
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it('never keeps a failed render: the next request renders the page', async () => {
    renders.mockRejectedValueOnce(new Error('content source down'));
    const failed = await app.inject('/?visite=5');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('private, no-store');
    const next = await app.inject('/?visite=5');
    expect(next.statusCode).toBe(200);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('never keeps a 500 page: the next request renders the page', async () => {
    // A page whose data is broken renders the 500 page rather than throwing.
    renders.mockImplementationOnce(function (this: SiteRuntime, request, nonce) {
      return this.renderErrorPage(500, request, nonce);
    });
    const broken = await app.inject('/?visite=8');
    expect([broken.statusCode, broken.headers['cache-control'], broken.headers.etag]).toEqual([500, 'private, no-store', undefined]);
    expect((await app.inject('/?visite=8')).statusCode).toBe(200);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('never answers a form posted without scripts from the cache, nor keeps its answer', async () => {
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/voyage-en-groupe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ webform_id: 'voyage_groupe', webform_page: 'trajet', op: 'next', departure: 'Lyon' }).toString(),
      });
    const page = await app.inject('/voyage-en-groupe');
    const refused = await post();
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Lyon"');
    expect((await post()).body).toContain('value="Lyon"');
    const again = await app.inject('/voyage-en-groupe');
    expect(again.body).toBe(page.body);
    expect(again.body).not.toContain('value="Lyon"');
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it('renders a cold page once for requests that ask for it at the same time', async () => {
    const answers = await Promise.all([app.inject('/?visite=6'), app.inject('/?visite=6'), app.inject('/?visite=6')]);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
  });

  it('lets the requests that waited for a failed render render the page themselves', async () => {
    // Slow enough that the second request arrives while it is under way.
    renders.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('content source down');
    });
    const [failed, waited] = await Promise.all([app.inject('/?visite=7'), app.inject('/?visite=7')]);
    expect([failed.statusCode, waited.statusCode]).toEqual([500, 200]);
    expect(renders).toHaveBeenCalledTimes(2);
  });
});

describe('the size limit of the page cache', () => {
  it('lets the least recently used pages go once the kept pages weigh more than the limit', async () => {
    const home = await app.inject('/');
    // Room for two home pages, not three.
    const small = await startFullApp({
      pageCache: new PageCache({ seconds: 60, maxBytes: Math.round(home.rawPayload.byteLength * 2.5) }, clock),
    });
    try {
      renders.mockClear();
      for (const visit of [1, 2, 3]) await small.app.inject(`/?flot=${visit}`);
      await small.app.inject('/?flot=3');
      await small.app.inject('/?flot=2');
      expect(renders).toHaveBeenCalledTimes(3);
      await small.app.inject('/?flot=1');
      expect(renders).toHaveBeenCalledTimes(4);
    } finally {
      await small.close();
    }
  });
});

describe('the page cache settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps pages the CDN’s minute on the production server unless set otherwise, and none when set to 0', () => {
    expect(pageCacheFromEnvironment({})?.settings).toEqual({ seconds: 60, maxBytes: 64 * 1024 * 1024 });
    expect(pageCacheFromEnvironment({ QUAI_PAGE_CACHE_SECONDS: '30', QUAI_PAGE_CACHE_MB: '8' })?.settings).toEqual({
      seconds: 30,
      maxBytes: 8 * 1024 * 1024,
    });
    expect(pageCacheFromEnvironment({ QUAI_PAGE_CACHE_SECONDS: '0' })).toBeUndefined();
  });

  it('refuses a setting that is not a number of seconds or megabytes, naming it', () => {
    expect(() => pageCacheFromEnvironment({ QUAI_PAGE_CACHE_SECONDS: 'une minute' })).toThrow(
      'QUAI_PAGE_CACHE_SECONDS must be a number ≥ 0, not "une minute"',
    );
    expect(() => pageCacheFromEnvironment({ QUAI_PAGE_CACHE_MB: '-1' })).toThrow('QUAI_PAGE_CACHE_MB must be a number ≥ 0, not "-1"');
    expect(pageCacheFromEnvironment({ QUAI_PAGE_CACHE_SECONDS: '30', QUAI_PAGE_CACHE_MB: '0' })).toBeUndefined();
  });
});
