import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * What an upload answers as its `fid`: the stored file's number, sealed (AES-256-GCM, a random
 * nonce each time) with the address of the client that sent it as associated data. The token
 * is random to whoever reads it, so it tells nothing of the store's numbering; only that client
 * can name the file in a submission (another client, or a forged token, fails the seal), and a
 * file links to one submission only (the store refuses a second), so a token is good once.
 */
export function issueUploadToken(key: string, fid: number, client: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(key), nonce).setAAD(Buffer.from(client));
  const number = Buffer.alloc(8);
  number.writeBigUInt64BE(BigInt(fid));
  return Buffer.concat([nonce, cipher.update(number), cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

/** The file number a token names, when the token was issued to this client; undefined otherwise. */
export function readUploadToken(key: string, token: unknown, client: string): number | undefined {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(key), bytes.subarray(0, NONCE_BYTES)).setAAD(Buffer.from(client));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES + 8));
  try {
    const number = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, NONCE_BYTES + 8)), decipher.final()]);
    return Number(number.readBigUInt64BE());
  } catch {
    return undefined;
  }
}

const NONCE_BYTES = 12;
/** Nonce, the 8-byte file number and the 16-byte tag, in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{48}$/;

/** The shared upload secret, whatever its length, as an AES-256 key. */
function sealKey(key: string): Buffer {
  return createHash('sha256').update(`upload:${key}`).digest();
}
