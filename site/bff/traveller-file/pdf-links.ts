import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a PDF link works: enough to open it, short enough that a shared link dies soon. */
const PDF_LINK_LIFETIME_MS = 5 * 60 * 1000;

/** What a PDF link prints: tickets of a booking, as tickets or as a proof of travel, in a language. */
export interface PdfOrder {
  reference: string;
  tcns: string[];
  kind: 'TICKET' | 'PROOF';
  locale: string;
}

export type LinkVerdict = { status: 'valid'; order: PdfOrder } | { status: 'expired' } | { status: 'invalid' };

/**
 * A short-lived signed link: the order and its expiry, base64url JSON, then an HMAC of that
 * text. The PDF is drawn when the link is opened, so nothing is stored for it.
 */
export function createPdfToken(order: PdfOrder, secret: Buffer, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...order, exp: now + PDF_LINK_LIFETIME_MS }), 'utf8').toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

export function readPdfToken(token: string, secret: Buffer, now = Date.now()): LinkVerdict {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return { status: 'invalid' };
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
  const { exp, ...order } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PdfOrder & { exp: number };
  return exp <= now ? { status: 'expired' } : { status: 'valid', order };
}

function mac(body: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
