import { useState } from 'react';
import type { TrainDetail } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import { formatDuration } from '../../domain/rail/duration';
import { EventsAccordion } from '../_rail/EventsAccordion';
import { eventCategories, trainCategoryIcon } from '../_rail/events';
import { EventIcon, hexColour, TransportMark } from '../_rail/Icon';
import { CompositionPopup } from './CompositionPopup';
import { shownServices } from './train-query';
import { TrainStops } from './TrainStops';
import styles from './styles.module.css';

/** One train's run: name and category icon, reservation, services, events, stops, composition. */
export function TrainView({ train, path }: { train: TrainDetail; path: string }) {
  const t = useT();
  const locale = useLocale();
  const [compositionAt, setCompositionAt] = useState<string | null>(null);
  const icon = trainCategoryIcon(eventCategories(train.events));
  const compositionStations = train.composition.stops.filter((stop) => stop.compositionElements.length > 0);
  return (
    <article
      className={styles.train}
      style={{ ['--train-colour' as string]: hexColour(train.colors.primary) }}
      aria-labelledby="train-title"
    >
      <header className={styles.header}>
        <TransportMark picto={train.longFormat.picto} background={train.colors.primary} />
        <div>
          <h2 className={styles.title} id="train-title">
            {t('train.details.title', { name: train.longFormat.name, number: train.numeroCirculation })}{' '}
            {icon && <EventIcon name={icon} label={t(`rail.icon.${icon}`)} />}
          </h2>
          <p className={styles.route}>
            {train.origin.label} → {train.destination.label}
            {train.libelleLigne && ` · ${train.libelleLigne}`}
          </p>
          <p className={styles.facts}>
            {t('train.details.date', { date: formatInSiteTime(`${train.dateCirculation}T12:00:00+01:00`, 'weekdayDayMonthYear', locale) })}{' '}
            · {t('train.details.stops', { count: train.stops.stopsNb, duration: formatDuration(train.stops.duration, locale) })}
          </p>
        </div>
      </header>
      <p className={train.reservations.required ? styles.reservationRequired : styles.reservation}>
        {t(train.reservations.required ? 'train.details.reservation.required' : 'train.details.reservation.optional')}
      </p>
      {train.services.length > 0 && (
        <section aria-labelledby="train-services">
          <h3 className={styles.subtitle} id="train-services">
            {t('train.details.services')}
          </h3>
          <ul className={styles.services}>
            {shownServices(train.services).map((service) => (
              <li key={service.code} className={styles.service}>
                {t(`train.service.${service.code}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <EventsAccordion events={train.events} headingLevel={3} />
      <TrainStops
        train={train}
        path={path}
        compositionCodes={new Set(compositionStations.map((stop) => stop.code))}
        onComposition={setCompositionAt}
      />
      {compositionAt !== null && (
        <CompositionPopup stations={compositionStations} initialCode={compositionAt} onClose={() => setCompositionAt(null)} />
      )}
    </article>
  );
}
