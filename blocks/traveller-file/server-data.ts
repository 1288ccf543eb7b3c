import type { ServerDataContext } from '@quai/engine/definition';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';

/** What the site provides the renderer under `services.booking`: the booking the visitor's lookup opened, if it still lives. */
export interface TravellerFileService {
  currentAnswer(cookieHeader: string | undefined): Promise<BookingFileAnswer | undefined>;
}

export interface TravellerFileServerData {
  booking: BookingFileAnswer | null;
  /** When the server drew the page, on its clock: how long saved tickets are kept is measured from it. */
  renderedAt?: string;
}

/** The tickets screen renders the visitor's booking on the server, so it reads with or without JavaScript. */
export async function travellerFileServerData(
  node: TravellerFileBlock,
  context: ServerDataContext,
): Promise<TravellerFileServerData | undefined> {
  if (node.screen !== 'tickets' || node.maintenance) return undefined;
  const service = context.services.booking as TravellerFileService | undefined;
  if (!service) throw new Error('no traveller file service among the site services');
  return { booking: (await service.currentAnswer(context.cookieHeader)) ?? null, renderedAt: new Date().toISOString() };
}
