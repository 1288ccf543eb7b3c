import { vi } from 'vitest';

/** What the fake answers for one BFF path: a JSON body, or an HTTP status to fail with. */
export type FakeAnswer = unknown | ((query: URLSearchParams) => unknown);
// An answer may be a promise, to hold a call open while the test looks at the pending state.

export interface FakeBff {
  /** Every call made, as path and query. */
  calls: Array<{ path: string; query: URLSearchParams }>;
}

/**
 * Replaces fetch with a BFF that answers from the given table, keyed by path. An answer of
 * `{ status: 503 }` fails the call with that status.
 */
export function fakeBff(answers: Record<string, FakeAnswer>): FakeBff {
  const fake: FakeBff = { calls: [] };
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    fake.calls.push({ path: url.pathname, query: url.searchParams });
    const answer = answers[url.pathname];
    const body = await (typeof answer === 'function' ? (answer as (query: URLSearchParams) => unknown)(url.searchParams) : answer);
    if (body === undefined) return new Response('not found', { status: 404 });
    const status = (body as { status?: unknown })?.status;
    if (typeof status === 'number' && Object.keys(body as object).length === 1) return new Response('{}', { status });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return fake;
}

export function failWith(status: number) {
  return { status };
}
