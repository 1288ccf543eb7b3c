import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an upload answers as its `fid`: the stored file's number, signed with the address of the
 * client that sent it. Only that client can name the file in a submission (another client, or a
 * guessed number, fails the signature), and a file links to one submission only (the store
 * refuses a second), so a token is good once.
 */
export function issueUploadToken(key: string, fid: number, client: string): string {
  return `${fid}.${signature(key, fid, client)}`;
}

/** The file number a token names, when the token was issued to this client; undefined otherwise. */
export function readUploadToken(key: string, token: unknown, client: string): number | undefined {
  if (typeof token !== 'string') return undefined;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const fid = Number(match[1]);
  const expected = Buffer.from(signature(key, fid, client));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? fid : undefined;
}

function signature(key: string, fid: number, client: string): string {
  return createHmac('sha256', key).update(`upload:${fid}:${client}`).digest('base64url');
}
