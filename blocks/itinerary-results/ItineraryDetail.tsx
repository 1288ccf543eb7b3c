import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import type { Itinerary } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatDuration } from '../../domain/rail/duration';
import { EventsAccordion } from '../_rail/EventsAccordion';
import { TimePair } from '../_rail/TimePair';
import { AddToCalendar } from '../_ui/calendar/AddToCalendar';
import { journeyLegs } from './journey-legs';
import { StepItem } from './StepItem';
import styles from './ItineraryDetail.module.css';

/** One journey in full, shown in place of the list; Back returns to the list. */
export function ItineraryDetail({
  itinerary,
  onBack,
  trainDetailsPath,
}: {
  itinerary: Itinerary;
  onBack: () => void;
  trainDetailsPath: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The list vanished under the keyboard focus: move it to the detail's heading.
  useEffect(() => heading.current?.focus(), []);
  const steps = itinerary.listeEtapes.etape;
  const first = steps[0];
  const last = steps.at(-1);
  return (
    <article className={styles.detail} aria-labelledby="itinerary-detail-title">
      <Button className={styles.back} onPress={onBack}>
        <span aria-hidden="true">← </span>
        {t('miv.detail.back')}
      </Button>
      <h3 className={styles.title} id="itinerary-detail-title" tabIndex={-1} ref={heading}>
        {t('miv.detail.title')}
      </h3>
      <dl className={styles.summary}>
        <div>
          <dt>{t('miv.search.departure')}</dt>
          <dd>
            <TimePair planned={itinerary.dateHeureDepart} real={itinerary.dateHeureDepartReelle} className={styles.time} />{' '}
            {first?.depart.emplacement.libelle}
          </dd>
        </div>
        <div>
          <dt>{t('miv.search.arrival')}</dt>
          <dd>
            <TimePair planned={itinerary.dateHeureArrivee} real={itinerary.dateHeureArriveeReelle} className={styles.time} />{' '}
            {last?.arrivee.emplacement.libelle}
          </dd>
        </div>
      </dl>
      <p className={styles.duration}>{t('miv.detail.duration', { duration: formatDuration(itinerary.duree, locale) })}</p>
      <AddToCalendar
        legs={() => journeyLegs(itinerary, trainDetailsPath)}
        fileName={t('miv.detail.title')}
        messages="miv.detail.calendar"
      />
      <EventsAccordion events={itinerary.events} headingLevel={4} />
      <ol className={styles.timeline}>
        {steps.map((step, index) => (
          <StepItem key={index} step={step} />
        ))}
      </ol>
      {itinerary.emissionsCO2 > 0 && (
        <p className={styles.co2}>
          {t('miv.detail.co2', { kg: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(itinerary.emissionsCO2) })}
        </p>
      )}
    </article>
  );
}
