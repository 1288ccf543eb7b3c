import { vi } from 'vitest';
import type { InProcessBff } from '../../adapters/bff-client/server-answers';

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
    const { status, body } = await answerOf(answers, url.pathname, url.searchParams);
    return status === 200
      ? new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status });
  });
  return fake;
}

/** The same table answered in process, as the server's page rendering asks the BFF: a failure rejects. */
export function fakeInProcessBff(answers: Record<string, FakeAnswer>): FakeBff & { bff: InProcessBff } {
  const calls: FakeBff['calls'] = [];
  const bff: InProcessBff = {
    async get(path, search) {
      const query = new URLSearchParams(search);
      calls.push({ path, query });
      const { status, body } = await answerOf(answers, path, query);
      if (status !== 200) throw new Error(`BFF call ${path} answered ${status}`);
      return body;
    },
  };
  return { calls, bff };
}

async function answerOf(
  answers: Record<string, FakeAnswer>,
  path: string,
  query: URLSearchParams,
): Promise<{ status: number; body?: unknown }> {
  const answer = answers[path];
  const body = await (typeof answer === 'function' ? (answer as (query: URLSearchParams) => unknown)(query) : answer);
  if (body === undefined) return { status: 404 };
  const status = (body as { status?: unknown })?.status;
  if (typeof status === 'number' && Object.keys(body as object).length === 1) return { status };
  return { status: 200, body };
}

export function failWith(status: number) {
  return { status };
}
