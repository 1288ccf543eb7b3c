import { useId, useState, type MouseEvent } from 'react';
import { requestTicketPdf } from '../../adapters/bff-client/traveller-file';
import { useLocale, useT } from '@quai/engine/i18n';
import { useQueryParams } from '@quai/engine/request';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import { CarouselControls } from '../_ui/carousel/CarouselControls';
import { useCarousel } from '../_ui/carousel/useCarousel';
import { RichText } from '../_ui/RichText';
import { PdfButton } from './PdfButton';
import { allTravels, pdfRequest } from './ticket-requests';
import { isEurostar } from '../../domain/traveller-file/train-types';
import { TravelCard } from './TravelCard';
import { LogoutButton } from './offline/LogoutButton';
import { OfflineNotice } from './offline/OfflineNotice';
import { useTicketsOnline } from './offline/useTicketsOnline';
import styles from './styles.module.css';

type Journey = 'outward' | 'return';
/** The journey shown is in the address (`?trajet=retour`), so the toggle works as links without JavaScript. */
const JOURNEY_PARAM = 'trajet';
const RETURN_VALUE = 'retour';

/** Passenger slides are 272 px wide, 312 px from the md breakpoint (768 px), with a 16 px gap. */
const passengersInView = (width: number) => Math.max(1, Math.floor(Math.min(width, 1064) / (width >= 768 ? 328 : 288)));

/** The tickets of the looked-up booking, per passenger, outward or return. */
export function TicketsScreen({
  booking,
  renderedAt,
  intro,
  lookupPage,
  trainDetailsPath,
}: {
  booking: BookingFileAnswer | null;
  renderedAt: string | undefined;
  trainDetailsPath: string | undefined;
  intro: string | undefined;
  lookupPage: string;
}) {
  const t = useT();
  if (!booking) {
    return (
      <section className={styles.panel}>
        <p className={styles.text}>{t('booking.tickets.unavailable')}</p>
        <a className={styles.link} href={lookupPage}>
          {t('booking.tickets.back')}
        </a>
      </section>
    );
  }
  return <Tickets booking={booking} renderedAt={renderedAt} intro={intro} lookupPage={lookupPage} trainDetailsPath={trainDetailsPath} />;
}

function Tickets({
  booking,
  renderedAt,
  intro,
  lookupPage,
  trainDetailsPath,
}: {
  booking: BookingFileAnswer;
  renderedAt: string | undefined;
  trainDetailsPath: string | undefined;
  intro: string | undefined;
  lookupPage: string;
}) {
  const t = useT();
  const online = useTicketsOnline();
  const locale = useLocale();
  const carouselId = useId();
  const hasReturn = booking.passengerData.some((passenger) => passenger.travelsBack.length > 0);
  const asked = useQueryParams().get(JOURNEY_PARAM);
  const [journey, setJourney] = useState<Journey>(hasReturn && asked === RETURN_VALUE ? 'return' : 'outward');
  const carousel = useCarousel({ count: booking.passengerData.length, autoplay: false, delayMs: 0, perViewFor: passengersInView });
  const eurostar = allTravels(booking).some((travel) => isEurostar(travel.trainType));
  const choose = (next: Journey) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setJourney(next);
    const url = new URL(window.location.href);
    if (next === 'return') url.searchParams.set(JOURNEY_PARAM, RETURN_VALUE);
    else url.searchParams.delete(JOURNEY_PARAM);
    window.history.replaceState(null, '', url);
  };
  return (
    <div className={styles.tickets}>
      <OfflineNotice savingSince={booking.cancelled ? undefined : renderedAt} />
      {booking.cancelled && (
        <div className={styles.cancelled}>
          <h2 className={styles.title}>{t('booking.tickets.cancelled')}</h2>
          <p className={styles.text}>{t('booking.tickets.cancelled.text')}</p>
        </div>
      )}
      {intro ? (
        <RichText html={intro} className={styles.text} />
      ) : (
        <p className={styles.text}>{t('booking.tickets.intro', { reference: booking.orderReference })}</p>
      )}
      {!booking.cancelled && <p className={styles.text}>{t('booking.tickets.intro.pdf')}</p>}
      {eurostar && (
        <p className={styles.warning} role="note">
          {t('booking.tickets.eurostar')}
        </p>
      )}
      {!booking.cancelled && (
        <PdfButton
          className={styles.globalPdf}
          label={t('booking.tickets.global_pdf')}
          request={() => requestTicketPdf(booking.uuid, pdfRequest(booking, allTravels(booking), locale, { global: true }))}
        />
      )}
      {hasReturn && (
        <nav className={styles.journeys} aria-label={t('booking.tickets.journey')}>
          {(['outward', 'return'] as const).map((option) => (
            <a
              key={option}
              className={styles.journey}
              href={option === 'return' ? `?${JOURNEY_PARAM}=${RETURN_VALUE}` : '?'}
              aria-current={journey === option ? 'true' : undefined}
              onClick={choose(option)}
            >
              {t(option === 'return' ? 'booking.tickets.return' : 'booking.tickets.outward')}
            </a>
          ))}
        </nav>
      )}
      <section className={styles.passengers} aria-roledescription="carousel" aria-labelledby={carouselId}>
        <h2 id={carouselId} className={styles.title}>
          {t('booking.tickets.passengers')}
        </h2>
        <ul className={styles.track} ref={carousel.track} data-first-visible={carousel.index}>
          {booking.passengerData.map((passenger, index) => {
            const travels = journey === 'return' ? passenger.travelsBack : passenger.travels;
            return (
              <li
                key={index}
                className={styles.passenger}
                aria-roledescription="slide"
                aria-label={t('booking.tickets.passenger_position', { index: index + 1, count: booking.passengerData.length })}
              >
                <h3 className={styles.passengerName}>
                  {passenger.passengerFirstName} {passenger.passengerLastName}
                </h3>
                {travels.length === 0 && <p className={styles.text}>{t('booking.tickets.no_travel')}</p>}
                {travels.map((travel, travelIndex) => (
                  // Keyed by position: the card stays and its code machine is told the travel changed.
                  <TravelCard
                    key={travelIndex}
                    travel={travel}
                    passenger={passenger}
                    booking={booking}
                    live={online}
                    trainDetailsPath={trainDetailsPath}
                  />
                ))}
              </li>
            );
          })}
        </ul>
        {booking.passengerData.length > carousel.perView && (
          <CarouselControls
            playing={false}
            showToggle={false}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onToggle={carousel.toggle}
          />
        )}
      </section>
      <p>
        <a className={styles.link} href={lookupPage}>
          {t('booking.tickets.back')}
        </a>
      </p>
      <LogoutButton />
    </div>
  );
}
