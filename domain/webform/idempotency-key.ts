/**
 * The header a browser sends with each submission (and the gift-card tunnel with each purchase):
 * a key it draws for that submission and sends again with every retry of it, so that a
 * submission sent twice (the first answer cut off) is stored once, by whichever server receives it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A key drawn by `crypto.randomUUID()`, or any other of 16 to 128 letters, digits, `-` and `_`. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

/** The request's key: undefined when it sent none, null when the one it sent is not a key. */
export function readIdempotencyKey(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined | null {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  return typeof value === 'string' && KEY_FORMAT.test(value) ? value : null;
}
