import type { BarcodeRequest } from '../../schemas/generated/api/barcode-request';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import type { BookingFileRequest } from '../../schemas/generated/api/booking-file-request';
import type { PdfRequest } from '../../schemas/generated/api/pdf-request';
import { BffError } from './client';
import { TRAVELLER_FILE_API } from './paths';

export type LookupErrors = Partial<Record<'reference' | 'passengerName', string>>;
export type LookupOutcome = { found: true; answer: BookingFileAnswer } | { found: false; status: number; errors: LookupErrors };

/** Looks a booking up; a refusal answers the server's message per field (the reference field for a booking not found). */
export async function lookupBooking(request: BookingFileRequest): Promise<LookupOutcome> {
  const response = await fetch(TRAVELLER_FILE_API.lookup, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.ok) return { found: true, answer: (await response.json()) as BookingFileAnswer };
  const body = (await response.json().catch(() => ({}))) as { message?: { error?: unknown } };
  const errors = typeof body.message?.error === 'object' && body.message.error ? (body.message.error as LookupErrors) : {};
  return { found: false, status: response.status, errors };
}

/** A ticket's barcode as a base64 PNG. */
export async function fetchTicketBarcode(uuid: string, request: BarcodeRequest): Promise<string> {
  const response = await postJson(`${TRAVELLER_FILE_API.barcode}?uuid=${encodeURIComponent(uuid)}`, request);
  return (await response.text()).trim();
}

/** The short-lived URL of a PDF of tickets or of a proof, asked with a correlation id the server echoes. */
export async function requestTicketPdf(uuid: string, request: PdfRequest): Promise<string> {
  const response = await postJson(`${TRAVELLER_FILE_API.pdf}?uuid=${encodeURIComponent(uuid)}`, request, {
    'x-correlation-id': crypto.randomUUID(),
  });
  return ((await response.json()) as { pdfUrl: string }).pdfUrl;
}

/** The URL of the proof of travel of some tickets of a passenger. */
export async function requestProofUrl(query: {
  travelId: string;
  titleIds: string;
  ref: string;
  name: string;
  uuid: string;
  locale: string;
}): Promise<string> {
  const response = await fetch(`${TRAVELLER_FILE_API.proof}?${new URLSearchParams(query)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new BffError(response.status, TRAVELLER_FILE_API.proof);
  return ((await response.json()) as { url: string }).url;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new BffError(response.status, url.split('?')[0]!);
  return response;
}
