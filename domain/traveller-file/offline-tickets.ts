import type { BarcodeOfTicket } from '../../schemas/generated/api/barcode-request';
import type { PdfRequest } from '../../schemas/generated/api/pdf-request';

/**
 * What the tickets page and its service worker agree on to keep a booking's tickets offline:
 * the worker's script, the one cache both write, and the addresses (inside the tickets page's
 * scope, so only that page's worker answers them) under which the saved codes, PDFs and the
 * record of when they were saved are kept.
 */

/** The service worker's script: at the site's root, registered with the tickets page as its scope. */
export const TICKETS_WORKER_SCRIPT = '/ticket-sw.js';

/** The one cache the saved tickets live in: forgetting them is deleting it. */
export const TICKETS_CACHE = 'quai-offline-tickets';

/** The type of the message in which the tickets page asks its worker to keep its tickets. */
export const KEEP_TICKETS_MESSAGE = 'quai:keep-tickets';

/**
 * What the tickets page asks its worker to keep, worked out by the page (which knows the booking
 * and what it loaded); the worker does the fetching and storing, on its own thread, so the page
 * stays free for the visitor.
 */
export interface TicketsToKeep {
  /** The tickets page's scope (its path), and its address, saved without its query. */
  scope: string;
  page: string;
  /** Every script, style, font and image the page loaded or its islands will load, as addresses. */
  files: string[];
  /** The train details page's path, the scope of the travels' train pages, and those pages' addresses. */
  trainScope: string | undefined;
  trainPages: string[];
  /** The booking's uuid, the code of each ticket and the PDFs, as the page asks for them. */
  uuid: string;
  barcodes: BarcodeOfTicket[];
  pdfs: PdfRequest[];
  /** The last travel's arrival and when the server drew the page: how long the tickets are kept. */
  lastArrival: string;
  renderedAt: string;
}

/** The worker's answer: when the tickets were kept, or why they were not. */
export type KeptTickets = { savedAt: number } | { failed: string };

/** The part of the tickets page's scope under which saved answers live (never a page of the site). */
const SAVED = '/enregistre';

/** Where the record of the saved tickets (when saved, until when kept) lives, inside `scope`. */
export const savedRecordUrl = (scope: string) => `${withoutSlash(scope)}${SAVED}/record.json`;

/** Where a ticket's code (the server's base64 PNG) is kept, by its ticket number. */
export const savedBarcodeUrl = (scope: string, tcn: string) => `${withoutSlash(scope)}${SAVED}/code/${encodeURIComponent(tcn)}`;

/** Where a PDF is kept: one per set of tickets, kind of document and language asked for. */
export const savedPdfUrl = (scope: string, request: PdfRequest) => `${withoutSlash(scope)}${SAVED}/pdf/${pdfKey(request)}.pdf`;

/** Whether an address is one of the saved answers of `scope`. */
export const isSavedUrl = (scope: string, pathname: string) => pathname.startsWith(`${withoutSlash(scope)}${SAVED}/`);

/** A PDF request's identity: the same tickets, kind of document and language give the same file. */
function pdfKey(request: PdfRequest): string {
  const tickets = request.ticketsToPrint.map((ticket) => ticket.tcn).sort();
  const kind = [request.documentType ?? 'TICKET', request.printDematerializedTicketsPolicy ?? 'EACH', request.languageCode];
  return encodeURIComponent([...kind, ...tickets].join('~'));
}

const withoutSlash = (scope: string) => new URL(scope, 'http://x').pathname.replace(/\/+$/, '');

/** When the tickets were saved and until when they are kept, both on the browser's clock. */
export interface SavedRecord {
  savedAt: number;
  keepUntil: number;
}

/**
 * The record of tickets saved now (`browserNow`): kept until the last travel has arrived. How
 * long that is comes from the server's clock (`serverNow`, when the page was drawn), not the
 * browser's, whose date may be wrong: the browser only measures the time left from its own now.
 */
export function savedRecord(lastArrival: string, serverNow: string, browserNow: number): SavedRecord {
  const left = Math.max(0, Date.parse(lastArrival) - Date.parse(serverNow));
  return { savedAt: browserNow, keepUntil: browserNow + left };
}

/** Whether saved tickets are past their keeping (or the record cannot be read). */
export function hasEnded(record: Partial<SavedRecord> | undefined, browserNow: number): boolean {
  return typeof record?.keepUntil !== 'number' || browserNow >= record.keepUntil;
}

/** The latest arrival among travels (ISO strings with offsets compared as instants). */
export function latestArrival(arrivals: readonly string[]): string | undefined {
  let last: string | undefined;
  for (const arrival of arrivals) if (last === undefined || Date.parse(arrival) > Date.parse(last)) last = arrival;
  return last;
}
