import { serverDataStep } from '@quai/engine/definition';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';

/** What the site provides the renderer under `services.booking`: the booking the visitor's lookup opened, if it still lives. */
export interface TravellerFileService {
  currentAnswer(cookieHeader: string | undefined): Promise<BookingFileAnswer | undefined>;
}

declare module '@quai/engine/definition' {
  interface BlockServices {
    /** The booking a visitor's lookup opened (blocks/traveller-file/server-data.ts). */
    booking: TravellerFileService;
  }
}

export interface TravellerFileServerData {
  booking: BookingFileAnswer | null;
  /** When the server drew the page, on its clock: how long saved tickets are kept is measured from it. */
  renderedAt?: string;
}

/**
 * The tickets screen renders the visitor's booking on the server, so it reads with or without
 * JavaScript. Personal: the booking is the one the visitor's cookie opened.
 */
export const travellerFileServerData = serverDataStep(
  { services: ['booking'], personal: true },
  async (node: TravellerFileBlock, { services, cookieHeader }): Promise<TravellerFileServerData | undefined> => {
    if (node.screen !== 'tickets' || node.maintenance) return undefined;
    return { booking: (await services.booking.currentAnswer(cookieHeader)) ?? null, renderedAt: new Date().toISOString() };
  },
);
