import type { Translate } from '@quai/engine/i18n';
import type { Travel } from '../../schemas/generated/api/booking';
import type { CalendarLeg } from '../_ui/calendar/calendar-file';
import { trainPageUrl } from './train-page';

/** A travel of the traveller file as a calendar event: its train, stations, booked times, coach and seat, and the train's page. */
export function travelLeg(travel: Travel, t: Translate, trainDetailsPath: string | undefined): CalendarLeg {
  const link = trainDetailsPath && trainPageUrl(travel, trainDetailsPath);
  const seat = travel.coach
    ? `${t('booking.tickets.coach')} ${travel.coach}, ${t('booking.tickets.seat')} ${travel.seat}`
    : t('booking.tickets.free_placement');
  return {
    train: `${t(`booking.train_type.${travel.trainType}`)} ${travel.trainNumber}`,
    origin: travel.origin,
    destination: travel.destination,
    departure: travel.departureDate,
    arrival: travel.arrivalDate,
    notes: [seat],
    ...(link ? { link } : {}),
  };
}
