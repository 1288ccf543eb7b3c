import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale, Translate } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { PassengerData, Travel } from '../../../schemas/generated/api/booking';
import { printedOperator } from '../../../domain/traveller-file/train-types';

/** One ticket: a travel of a passenger. */
export interface PrintedTicket {
  passenger: PassengerData;
  travel: Travel;
}

export interface PdfInput {
  reference: string;
  tickets: readonly PrintedTicket[];
  kind: 'TICKET' | 'PROOF';
  locale: Locale;
  t: Translate;
  /** The ticket's signed barcode as a PNG (tickets only; a proof carries none). */
  barcodeOf: (ticket: PrintedTicket) => Promise<Uint8Array>;
}

/** Fonts embedded in every PDF (subset to the glyphs used): names with any accent print as written. */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export function loadPdfFonts(root: string): PdfFonts {
  const folder = join(root, 'site/data/fonts');
  return { regular: readFileSync(join(folder, 'DejaVuSans.ttf')), bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')) };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.35, 0.35, 0.4);

/**
 * A PDF with one page per ticket: operator, passenger, train type and number, origin and
 * destination with their times in Paris time, coach and seat, the barcode and the reference.
 * A proof of travel has the same details under its own title and a statement, without barcode.
 */
export async function ticketsPdf(input: PdfInput, fonts: PdfFonts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const regular = await document.embedFont(fonts.regular, { subset: true });
  const bold = await document.embedFont(fonts.bold, { subset: true });
  const { t } = input;
  const title = t(input.kind === 'PROOF' ? 'booking.pdf.proof.title' : 'booking.pdf.ticket.title');
  document.setTitle(`${title} ${input.reference}`);
  document.setLanguage(input.locale);
  document.setProducer('Quai');
  for (const ticket of input.tickets) {
    const page = document.addPage(A4);
    const { passenger, travel } = ticket;
    const name = `${passenger.passengerFirstName} ${passenger.passengerLastName}`;
    const when = (iso: string) => formatInSiteTime(iso, 'dateTime', input.locale);
    let y = A4[1] - MARGIN;
    const line = (text: string, font: PDFFont, size: number, colour = INK, gap = 8) => {
      y -= size;
      page.drawText(text, { x: MARGIN, y, size, font, color: colour, maxWidth: A4[0] - 2 * MARGIN });
      y -= gap;
    };
    line(printedOperator(travel.trainType), bold, 22, INK, 4);
    line(title, regular, 14, MUTED, 24);
    line(t('booking.pdf.passenger'), regular, 10, MUTED, 2);
    line(name, bold, 16, INK, 16);
    line(t('booking.pdf.train'), regular, 10, MUTED, 2);
    line(`${t(`booking.train_type.${travel.trainType}`)} ${travel.trainNumber}`, bold, 14, INK, 16);
    line(`${when(travel.departureDate)}  ${travel.origin}`, regular, 13, INK, 6);
    line(`${when(travel.arrivalDate)}  ${travel.destination}`, regular, 13, INK, 16);
    line(
      travel.coach ? t('booking.pdf.placement', { coach: travel.coach, seat: travel.seat }) : t('booking.pdf.free_placement'),
      regular,
      12,
      INK,
      16,
    );
    line(`${t('booking.pdf.reference')} ${input.reference}`, bold, 12, INK, 24);
    if (input.kind === 'PROOF') {
      line(t('booking.pdf.proof.statement', { name, reference: input.reference }), regular, 11, INK, 8);
    } else {
      await drawBarcode(page, await input.barcodeOf(ticket), document, y);
    }
    page.drawText(t('booking.pdf.footer'), { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  }
  return document.save();
}

async function drawBarcode(page: PDFPage, png: Uint8Array, document: PDFDocument, top: number): Promise<void> {
  const image = await document.embedPng(png);
  const size = 200;
  page.drawImage(image, { x: MARGIN, y: top - size, width: size, height: size });
}
