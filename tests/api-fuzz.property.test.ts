import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { startFullApp } from './helpers/full-app';

/**
 * Every /api route, found as it registers, fuzzed with random queries and bodies: a client may
 * send anything, and the answer is always a 2xx or a 4xx with a reason, never a 5xx. Fixed seed
 * and bounded runs, so CI is repeatable; a failure prints the request that broke the route.
 */
const RUNS_PER_ROUTE = 30;

const { app, routes, close } = await startFullApp();
afterAll(close);

/** Strings a careless or hostile client sends: empty, huge, binary-looking, operators, markup, dates. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '9999-99-99',
    '2026-02-30T25:61',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '" OR 1=1 --',
    'NEAR(a b)',
    'a AND *',
    '%',
    '\u0000',
    'x'.repeat(5000),
  ),
  fc.integer().map(String),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** The property names a route's schema declares, so fuzzed requests reach past the first check. */
function declaredKeys(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function queryFor(route: RouteOptions): fc.Arbitrary<Record<string, string>> {
  const keys = [...declaredKeys(route.schema?.querystring), 'locale', 'page', 'limit'];
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), nastyString, { maxKeys: 6 });
}

function bodyFor(route: RouteOptions): fc.Arbitrary<unknown> {
  const keys = declaredKeys(route.schema?.body);
  const shaped = fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string(), nastyValue, { maxKeys: 8 });
  return fc.oneof(shaped, nastyValue);
}

/** A concrete path for a route pattern: each :param replaced by a fuzzed segment. */
function pathFor(url: string): fc.Arbitrary<string> {
  const params = url.match(/:\w+/g) ?? [];
  return fc.array(nastyString, { minLength: params.length, maxLength: params.length }).map((values) => {
    let index = 0;
    return url.replace(/:\w+/g, () => encodeURIComponent(values[index++] ?? ''));
  });
}

/** The reason a 4xx answer gives, whatever its shape: a JSON message, or a text. */
function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    return JSON.stringify(parsed.message ?? parsed.error ?? '');
  } catch {
    return body;
  }
}

/** Routes answering with a stream of events (live boards): it stays open, so only its opening is read. */
function streamsEvents(route: RouteOptions): boolean {
  const answers = Object.values((route.schema?.response ?? {}) as Record<string, { content?: Record<string, unknown> }>);
  return answers.some((answer) => answer?.content?.['text/event-stream'] !== undefined);
}

/** The status and, for an error, the body of an answer; an open event stream is closed once its status is known. */
async function answerOf(options: InjectOptions, events: boolean): Promise<{ statusCode: number; body: string }> {
  if (!events) return app.inject(options);
  const closing = new AbortController();
  const response = await app.inject({ ...options, payloadAsStream: true, signal: closing.signal });
  const stream = response.stream();
  let body = '';
  if (response.statusCode >= 400) for await (const chunk of stream) body += String(chunk);
  else {
    stream.on('error', () => undefined);
    closing.abort();
  }
  return { statusCode: response.statusCode, body };
}

const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api') && !route.url.includes('*'));

describe('every /api route under fuzzed input', () => {
  it('finds the API routes of the site', () => {
    expect(apiRoutes().map((route) => route.url)).toEqual(expect.arrayContaining(['/api/webform', '/api/webformFile', '/api/crisis']));
  });

  it('answers 2xx or 4xx with a reason, never 5xx', async () => {
    let client = 0;
    for (const route of apiRoutes()) {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const request = fc.record({
          path: pathFor(route.url),
          query: queryFor(route),
          body: bodyFor(route),
          contentType: fc.constantFrom('application/json', 'application/octet-stream', 'text/plain'),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ path, query, body, contentType }) => {
            const sendsBody = method !== 'GET' && method !== 'DELETE';
            const response = await answerOf(
              {
                method: method as 'GET',
                url: `${path}?${new URLSearchParams(query)}`,
                // A fresh address each time: rate limits answer 429 (a 4xx) and would hide the routes.
                remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`,
                ...(sendsBody
                  ? {
                      headers: { 'content-type': contentType },
                      payload: contentType !== 'application/json' && typeof body === 'string' ? body : (JSON.stringify(body) ?? ''),
                    }
                  : {}),
              },
              streamsEvents(route),
            );
            if (response.statusCode >= 500)
              throw new Error(`${method} ${path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
            if (response.statusCode >= 400)
              expect(
                reasonOf(response.body).replace(/["{}\s]/g, '').length,
                `${method} ${path} ${response.statusCode} without a reason`,
              ).toBeGreaterThan(0);
          }),
          { seed: 20261123, numRuns: RUNS_PER_ROUTE },
        );
      }
    }
  }, 240_000);
});
