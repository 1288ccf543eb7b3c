import type { Itinerary } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatDuration } from '../../domain/rail/duration';
import { eventIcon, eventItems } from '../_rail/events';
import { EventIcon, TransportMark } from '../_rail/Icon';
import { TimePair } from '../_rail/TimePair';
import { transferCount } from './steps';
import styles from './styles.module.css';

/** One journey in the list. A button: clicking it, or Enter, opens its detail in place. */
export function ResultCard({
  itinerary,
  onOpen,
  buttonRef,
}: {
  itinerary: Itinerary;
  onOpen: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const steps = itinerary.listeEtapes.etape;
  const from = steps[0]?.depart.emplacement.libelle ?? '';
  const to = steps.at(-1)?.arrivee.emplacement.libelle ?? '';
  const transfers = transferCount(itinerary);
  // The most pressing event sums up the journey's traffic on the card.
  const topEvent = eventItems(itinerary.events)[0];
  const crowd = itinerary.longFormats.find((format) => format.affluence !== 'FAIBLE')?.affluence;
  return (
    <button type="button" className={styles.card} onClick={onOpen} ref={buttonRef} data-itinerary-id={itinerary.id}>
      <span className={styles.cardTimes}>
        <TimePair planned={itinerary.dateHeureDepart} real={itinerary.dateHeureDepartReelle} className={styles.time} />
        <span className={styles.arrow}> → </span>
        <TimePair planned={itinerary.dateHeureArrivee} real={itinerary.dateHeureArriveeReelle} className={styles.time} />
      </span>
      <Pause />
      <span className={styles.cardPlaces}>
        {from} – {to}
      </span>
      <Pause />
      <span className={styles.cardFacts}>
        <span>{formatDuration(itinerary.duree, locale)}</span>
        <Pause />
        <span>{transfers === 0 ? t('miv.itineraries.direct') : t('miv.itineraries.transfers', { count: transfers })}</span>
        {crowd && (
          <>
            <Pause />
            <span>{t(`miv.itineraries.affluence.${crowd}`)}</span>
          </>
        )}
      </span>
      <Pause />
      <span className={styles.cardLines}>
        {itinerary.shortFormatSteps.map((step, index) => (
          <span key={index} className={styles.line}>
            <TransportMark picto={step.image} background={step.colors.primary} color={step.colors.text} />
            <span>{step.name}</span>
            <Pause />
          </span>
        ))}
        {topEvent && (
          <span className={styles.traffic}>
            <EventIcon name={eventIcon(topEvent.category)} />
            {t(`rail.event.${topEvent.category}`)}
          </span>
        )}
      </span>
    </button>
  );
}

/** A comma for screen readers between the parts of a card, which sighted visitors see as a layout. */
function Pause() {
  return <span className={styles.visuallyHidden}>, </span>;
}
