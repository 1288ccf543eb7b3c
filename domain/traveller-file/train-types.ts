import type { Travel } from '../../schemas/generated/api/booking';

export type TrainType = Travel['trainType'];

/**
 * How each train type's ticket is drawn: TER tickets are shown on the phone (a QR code), the
 * others as the 2D barcode of European rail tickets (Aztec); THAL and TER ticket data comes
 * base64-encoded and is decoded before drawing.
 */
export function barcodeRules(trainType: TrainType): { supportType: 'BARCODE_2D' | 'MOBILE_DEVICE'; forceBase64Decode: boolean } {
  return {
    supportType: trainType === 'TER' ? 'MOBILE_DEVICE' : 'BARCODE_2D',
    forceBase64Decode: trainType === 'THAL' || trainType === 'TER',
  };
}

/** Eurostar travels need the traveller's attention (check-in closes before departure): the screen warns about them. */
export function isEurostar(trainType: TrainType): boolean {
  return trainType === 'EURO';
}

/** The operator printed on a ticket. */
export function printedOperator(trainType: TrainType): string {
  switch (trainType) {
    case 'EURO':
      return 'Eurostar';
    case 'THAL':
      return 'Thalys';
    case 'OUIGO':
      return 'OUIGO';
    case 'TER':
      return 'TER';
    default:
      return 'Quai Voyageurs';
  }
}
