import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * What a ticket barcode carries: the ticket's data, readable by any controller, and an Ed25519
 * signature over exactly those bytes, so a ticket can be checked offline with the public key.
 *
 * Layout (UTF-8 text): `QT1|<JSON of the ticket data>|<signature, base64url>`. The JSON is split
 * off at the first and last "|", so names may hold any character.
 */
const PAYLOAD_PREFIX = 'QT1';

export interface TicketData {
  /** Order reference. */
  ref: string;
  tcn: string;
  passenger: string;
  trainType: string;
  train: string;
  from: string;
  to: string;
  /** ISO 8601, Paris offset. */
  departure: string;
  arrival: string;
  coach: string;
  seat: string;
}

const KEYS: ReadonlyArray<keyof TicketData> = [
  'ref',
  'tcn',
  'passenger',
  'trainType',
  'train',
  'from',
  'to',
  'departure',
  'arrival',
  'coach',
  'seat',
];

export function signTicket(data: TicketData, privateKey: KeyObject): string {
  // Fields in one fixed order: the same ticket always gives the same bytes.
  const json = JSON.stringify(Object.fromEntries(KEYS.map((key) => [key, data[key]])));
  const signature = sign(null, Buffer.from(json, 'utf8'), privateKey).toString('base64url');
  return `${PAYLOAD_PREFIX}|${json}|${signature}`;
}

export type Verdict = { valid: true; data: TicketData } | { valid: false; reason: string };

/** Checks a barcode's content: its layout, then the signature over the data bytes as they are. */
export function verifyTicket(content: Uint8Array | string, publicKey: KeyObject): Verdict {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const first = bytes.indexOf('|');
  const last = bytes.lastIndexOf('|');
  if (first < 0 || last <= first || bytes.subarray(0, first).toString('latin1') !== PAYLOAD_PREFIX)
    return { valid: false, reason: 'not a Quai ticket' };
  const message = bytes.subarray(first + 1, last);
  const signatureText = bytes.subarray(last + 1).toString('latin1');
  const signature = Buffer.from(signatureText, 'base64url');
  // base64url decoding skips stray characters and ignores spare bits: only the canonical text of a 64-byte signature is accepted.
  if (signature.length !== 64 || signature.toString('base64url') !== signatureText) return { valid: false, reason: 'malformed signature' };
  if (!verify(null, message, publicKey, signature)) return { valid: false, reason: 'signature does not match the data' };
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(message));
  } catch {
    return { valid: false, reason: 'unreadable data' };
  }
  const record = data as Record<string, unknown>;
  if (!record || typeof record !== 'object' || !KEYS.every((key) => typeof record[key] === 'string'))
    return { valid: false, reason: 'incomplete data' };
  return { valid: true, data: data as TicketData };
}
