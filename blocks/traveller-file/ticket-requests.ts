import type { BarcodeOfTicket } from '../../schemas/generated/api/barcode-request';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import type { PdfRequest } from '../../schemas/generated/api/pdf-request';
import type { Travel } from '../../schemas/generated/api/booking';
import { barcodeRules } from '../../domain/traveller-file/train-types';

/** The barcode call's body for a travel, by its train type's rules. */
export function barcodeRequest(travel: Travel, orderId: string): BarcodeOfTicket {
  return { tcn: travel.ticketTcn, serviceItemId: travel.serviceItemId, orderId, ...barcodeRules(travel.trainType) };
}

/** The PDF call's body: some travels' tickets, or with `global` every ticket of the booking in one file. */
export function pdfRequest(
  booking: BookingFileAnswer,
  travels: readonly Travel[],
  languageCode: string,
  options: { global?: boolean } = {},
): PdfRequest {
  return {
    ticketsToPrint: travels.map((travel) => ({ tcn: travel.ticketTcn })),
    serviceItems: travels.map((travel) => ({ '@id': travel.serviceItemId })),
    ticketKind: travels[0]?.ticketKind ?? 'E_TICKET',
    supportType: 'PDF',
    order: { '@id': booking.orderReference },
    languageCode,
    ...(options.global ? { printDematerializedTicketsPolicy: 'GLOBAL' as const } : {}),
  };
}

/** Every travel of the booking, outward and return. */
export function allTravels(booking: BookingFileAnswer): Travel[] {
  return booking.passengerData.flatMap((passenger) => [...passenger.travels, ...passenger.travelsBack]);
}
