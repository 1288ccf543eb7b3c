/**
 * 128 random bits in hex: the idempotency key a browser draws for one submission or purchase and
 * sends again with each retry of it (getRandomValues works outside secure contexts too).
 */
export function drawIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
