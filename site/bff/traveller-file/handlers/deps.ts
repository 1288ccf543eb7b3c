import type { Locale, Translate } from '@quai/engine/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BookingService } from '../service';
import type { PdfFonts } from '../ticket-pdf';

/** What the traveller file's routes use: the booking service, the site's messages and the PDF fonts. */
export interface BookingRouteDeps {
  service: BookingService;
  catalog(locale: Locale): Promise<Translate>;
  /** The fonts of PDF tickets, read on the first PDF. */
  fonts(): PdfFonts;
}

/** The traveller file's part of the API. */
export const TRAVELLER_FILE_TAG = 'traveller file';

export const FORBIDDEN = { message: { error: 'Forbidden' } };

/** The caller's correlation id comes back on the answer, so both sides' traces can be joined. */
export function echoCorrelation(request: FastifyRequest, reply: FastifyReply): void {
  const id = request.headers['x-correlation-id'];
  if (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) reply.header('x-correlation-id', id);
}
