import { GIFT_CARD_PATHS } from '../../adapters/bff-client/paths';

/** A call the server refused: its status and the cause or error code it named. */
export class GiftCardRefusal extends Error {
  /** The server could not serve it now (503, its database away): its message, in the visitor's language. */
  readonly outage?: string;

  constructor(
    readonly status: number,
    override readonly cause?: string,
    readonly errorCode?: string,
    readonly body?: unknown,
  ) {
    super(`gift-card call answered ${status}`);
    const message = (body as { message?: { message?: unknown } } | undefined)?.message?.message;
    if (status === 503 && typeof message === 'string') this.outage = message;
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as { cause?: string; errorCode?: string } | undefined;
  if (!response.ok) throw new GiftCardRefusal(response.status, body?.cause, body?.errorCode, body);
  return body as T;
}

/** POSTs a JSON body, with the headers a call adds (a purchase's idempotency key). */
export async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return answerOf<T>(
    await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export async function getJson<T>(path: string): Promise<T> {
  return answerOf<T>(await fetch(path, { headers: { accept: 'application/json' } }));
}

/** Opens a text the server sealed (a key, stored tunnel data). */
export const decrypt = (encryptedData: string) => postJson<string>(GIFT_CARD_PATHS.decrypt, { encryptedData });
