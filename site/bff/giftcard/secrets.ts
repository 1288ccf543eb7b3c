import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt cost: about 50 ms a hash, so trying the 10,000 PINs of a stolen row takes minutes. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** A PIN as it is stored: scrypt$salt$hash (hex); the PIN itself is never kept. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const candidate = await scryptAsync(pin, Buffer.from(salt, 'hex'), KEY_LENGTH, COST);
  return timingSafeEqual(candidate, Buffer.from(hash, 'hex'));
}

/** A new four-digit PIN. */
export function newPin(): string {
  return String(randomInt(10_000)).padStart(4, '0');
}

/** Letters and digits that cannot be mistaken for one another when read from an e-mail. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A six-character order reference. */
export function newOrderId(): string {
  return Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
}

/** A twelve-digit transaction number, the buyer's handle on a card. */
export function newTransactionId(): string {
  return String(randomInt(1, 10)) + Array.from({ length: 11 }, () => String(randomInt(10))).join('');
}
