/**
 * A draft in a URL: its JSON compressed (deflate, by the browser's CompressionStream) and
 * written in base64url after `#draft=`. The fragment never reaches the server: a shared link
 * carries the draft to whoever opens it, and nothing is stored anywhere.
 */
const PREFIX = '#draft=';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export async function draftToHash(document: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(document));
  return `${PREFIX}${toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')))}`;
}

/** The draft a URL fragment carries; undefined when there is none or it is damaged (a link cut short). */
export async function draftFromHash(hash: string): Promise<unknown> {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
