import { requestProofUrl, requestTicketPdf } from '../../adapters/bff-client/traveller-file';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import type { PassengerData, Travel } from '../../schemas/generated/api/booking';
import { BarcodeToggle } from './BarcodeToggle';
import { PdfButton } from './PdfButton';
import { pdfRequest } from './ticket-requests';
import { TravelStop } from './TravelStop';
import { AddToCalendar } from '../_ui/calendar/AddToCalendar';
import { trainPageHref } from './train-page';
import { travelLeg } from './travel-leg';
import styles from './styles.module.css';

/**
 * One travel of a passenger: train, times and stations (Paris time), and while the trip updates
 * name its run, its real times beside the booked ones; coach and seat, its code and its PDFs.
 */
export function TravelCard({
  travel,
  passenger,
  booking,
  live: showLive = true,
  trainDetailsPath,
}: {
  travel: Travel;
  passenger: PassengerData;
  booking: BookingFileAnswer;
  /** Off while offline: real times saved with the page would be stale, and the notice says they are not available. */
  live?: boolean;
  trainDetailsPath: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const name = `${passenger.passengerFirstName} ${passenger.passengerLastName}`;
  const time = (iso: string) => formatInSiteTime(iso, 'time', locale);
  const live = showLive ? travel.realTime : undefined;
  return (
    <article className={styles.travel} aria-label={`${t(`booking.train_type.${travel.trainType}`)} ${travel.trainNumber}`}>
      <h4 className={styles.train}>
        {t(`booking.train_type.${travel.trainType}`)} {travel.trainNumber}
      </h4>
      {live?.cancelled && <p className={`${styles.livePill} ${styles.liveDeleted}`}>{t('booking.tickets.live.cancelled')}</p>}
      <p className={styles.day}>{formatInSiteTime(travel.departureDate, 'weekdayDayMonthYear', locale)}</p>
      <dl className={styles.stops}>
        <TravelStop
          label={t('booking.tickets.departure')}
          booked={travel.departureDate}
          station={travel.origin}
          real={live?.departure}
          cancelled={live?.cancelled ?? false}
        />
        <TravelStop
          label={t('booking.tickets.arrival')}
          booked={travel.arrivalDate}
          station={travel.destination}
          real={live?.arrival}
          cancelled={live?.cancelled ?? false}
        />
        {travel.coach ? (
          <>
            <div>
              <dt>{t('booking.tickets.coach')}</dt>
              <dd>{travel.coach}</dd>
            </div>
            <div>
              <dt>{t('booking.tickets.seat')}</dt>
              <dd>{travel.seat}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('booking.tickets.seat')}</dt>
            <dd>{t('booking.tickets.free_placement')}</dd>
          </div>
        )}
      </dl>
      {trainDetailsPath && (
        <a className={styles.link} href={trainPageHref(travel, trainDetailsPath)}>
          {t('booking.tickets.train_page')}
        </a>
      )}
      {live && <p className={styles.liveUpdated}>{t('booking.tickets.live.updated', { time: time(live.updatedAt) })}</p>}
      {!booking.cancelled && (
        <>
          <AddToCalendar
            legs={() => [travelLeg(travel, t, trainDetailsPath)]}
            fileName={`${booking.orderReference}-${travel.trainNumber}`}
            messages="booking.tickets.calendar"
          />
          <BarcodeToggle travel={travel} orderId={booking.orderReference} uuid={booking.uuid} passengerName={name} />
          {(travel.mobilePdf || travel.desktopPdf) && (
            <PdfButton
              label={t('booking.tickets.pdf')}
              request={() => requestTicketPdf(booking.uuid, pdfRequest(booking, [travel], locale))}
            />
          )}
          {travel.receiptEligibility && (
            <PdfButton
              label={t('booking.tickets.proof')}
              request={() =>
                requestProofUrl({
                  travelId: travel.ticketTcn,
                  titleIds: travel.ticketTcn,
                  ref: booking.orderReference,
                  name: passenger.passengerLastName,
                  uuid: booking.uuid,
                  locale,
                })
              }
            />
          )}
        </>
      )}
    </article>
  );
}
