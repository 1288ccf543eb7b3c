import type { Departure } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import { eventIcon } from '../_rail/events';
import { EventIcon, TransportMark } from '../_rail/Icon';
import { PlatformZone } from '../_rail/PlatformZone';
import { hhmm } from '../_rail/TimePair';
import { trainDetailsHref } from '../_rail/train-link';
import { departureStatus } from './departure-status';
import styles from './styles.module.css';

/** One departure; the whole row opens the train's details in a new tab. */
export function DepartureRow({ departure, trainDetailsPath, today }: { departure: Departure; trainDetailsPath: string; today: string }) {
  const t = useT();
  const locale = useLocale();
  // Rows of another day (the first trains of tomorrow, at night) say which day.
  const day = formatInSiteTime(departure.dateHeure, 'isoDate');
  const status = departureStatus(departure);
  const { trainInfo, trainDestination, platform } = departure;
  const format = trainInfo.longFormats[0];
  const type = format?.name ?? trainInfo.modeTransport.marqueLibelle;
  const time = hhmm(departure.dateHeureReelle);
  // The trip and the terminus name this service: a train and its replacement coach share the number.
  const href = trainDetailsHref(trainDetailsPath, day, [trainInfo.numeroCirculation], {
    codeCirculation: trainInfo.codeCirculation,
    destinationCode: departure.trainDestination.codeDestination,
  });
  const pill = { ok: styles.pillOk, late: styles.pillLate, deleted: styles.pillDeleted }[status];
  return (
    <a className={`${styles.row} ${styles[status]}`} href={href} target="_blank" rel="noreferrer noopener">
      <span className={`${styles.pill} ${pill}`}>{t(`station.board.status.${status}`)}</span>
      <span className={styles.times}>
        <time dateTime={departure.dateHeureReelle} className={status === 'deleted' ? styles.struck : styles.time}>
          {time}
        </time>
        {day !== today && (
          <span className={styles.date}>
            {t('station.board.date', { date: formatInSiteTime(departure.dateHeure, 'weekdayDayMonth', locale) })}
          </span>
        )}
        {status === 'late' && (
          <del className={styles.planned}>
            <time dateTime={departure.dateHeure}>{hhmm(departure.dateHeure)}</time>
          </del>
        )}
      </span>
      <span className={styles.main}>
        <span className={status === 'deleted' ? `${styles.destination} ${styles.struck}` : styles.destination}>
          {trainDestination.mainDestination}
        </span>
        <span className={styles.type}>
          {format && <TransportMark picto={format.picto} />}
          {type} {trainInfo.numeroCirculation}
        </span>
        {departure.events.length > 0 && (
          <span className={styles.chips}>
            {departure.events.map((event, index) => (
              <span key={index} className={styles.chip}>
                <EventIcon name={eventIcon(event.category)} />
                {event.title || t(`rail.event.${event.category}`)}
              </span>
            ))}
          </span>
        )}
      </span>
      <span className={styles.platform}>
        {platform.numero ? t('station.board.platform', { number: platform.numero }) : t('station.board.platform.unknown')}
        {platform.quai && <PlatformZone zone={platform.quai} />}
      </span>
      <span className={styles.visuallyHidden}>{t('rail.new_tab')}</span>
    </a>
  );
}
