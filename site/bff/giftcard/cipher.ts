import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Data that is not ours, was changed or was cut: it cannot be opened. */
export class UndecipherableData extends Error {
  constructor() {
    super('The data cannot be decrypted: it was altered, truncated or made with another key.');
  }
}

/**
 * AES-256-GCM, authenticated: a changed byte, a cut message or another key's message fails to
 * open instead of giving garbage. Sealed text is base64url(iv | tag | ciphertext), safe in a URL.
 */
export class GiftCardCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The gift-card key must be 32 bytes.');
  }

  seal(text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== sealed) throw new UndecipherableData();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new UndecipherableData();
    }
  }
}

/**
 * The key: QUAI_GIFTCARD_KEY (64 hex characters), or one generated once into the data
 * directory, so keys handed out before a restart still open after it.
 */
export function giftCardKey(dataDirectory: string, configured = process.env.QUAI_GIFTCARD_KEY): Buffer {
  if (configured) {
    if (!/^[0-9a-fA-F]{64}$/.test(configured)) throw new Error('QUAI_GIFTCARD_KEY must be 64 hexadecimal characters (32 bytes).');
    return Buffer.from(configured, 'hex');
  }
  const file = join(dataDirectory, 'giftcard.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDirectory, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another server on the same directory wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}
