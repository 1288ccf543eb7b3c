import { unstable_serialize } from 'swr';
import type { ServerDataContext } from '@quai/engine/definition';
import type { BffKey } from './keys';

/**
 * The BFF answered inside the server's own process: the answer a browser would get for
 * `GET path?query`, or a rejection where that call would fail. The site provides it to the
 * runtime under the name `bff` in its services.
 */
export interface InProcessBff {
  get(path: string, query: string): Promise<unknown>;
}

declare module '@quai/engine/definition' {
  interface BlockServices {
    /** The BFF in process, for the journey blocks' first answers (adapters/bff-client/server-answers.ts). */
    bff: InProcessBff;
  }
}

/** BFF answers keyed as SWR keys the calls, so a block's cache starts with them (SWR's `fallback`). */
export type BffAnswers = Record<string, unknown>;

/**
 * A journey block's server data step: the answers to the calls it would make first in the
 * browser, under the very keys it will use there, so it renders them at once and does not fetch
 * them again. When the BFF fails, so does the step, and the block fetches in the browser.
 */
export async function answerOnServer(context: ServerDataContext<'bff'>, keys: readonly BffKey[]): Promise<BffAnswers> {
  const { bff } = context.services;
  const answers = await Promise.all(keys.map((key) => bff.get(...key)));
  return Object.fromEntries(keys.map((key, index) => [unstable_serialize(key), answers[index]]));
}
