import { useT } from '@quai/engine/i18n';
import type { TravelRealTimeStop } from '../../schemas/generated/api/booking';
import { TimePair } from '../_rail/TimePair';
import styles from './styles.module.css';

/**
 * One of a travel's two stops: the booked time, or the real one with the booked one struck
 * through as the board draws a late train, the station, and what the trip updates say there
 * (late, on time, the stop or the train cancelled, another track).
 */
export function TravelStop({
  label,
  booked,
  station,
  real,
  cancelled,
}: {
  label: string;
  booked: string;
  station: string;
  real: TravelRealTimeStop | undefined;
  cancelled: boolean;
}) {
  const t = useT();
  const struck = real?.deleted ?? false;
  const time = <TimePair planned={booked} real={struck ? undefined : real?.realDate} />;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {struck ? <del>{time}</del> : time} {station}
        {real && (
          <span className={styles.liveNotes}>
            {!cancelled && (
              <span className={`${styles.livePill} ${statusClass(real)}`}>
                {real.deleted
                  ? t('booking.tickets.live.stop_deleted')
                  : real.delay > 0
                    ? t('booking.tickets.live.late', { minutes: real.delay })
                    : t('booking.tickets.live.on_time')}
              </span>
            )}
            {real.track && real.plannedTrack && (
              <span className={styles.liveTrack}>{t('booking.tickets.live.track', { track: real.track, planned: real.plannedTrack })}</span>
            )}
          </span>
        )}
      </dd>
    </div>
  );
}

function statusClass(real: TravelRealTimeStop): string | undefined {
  if (real.deleted) return styles.liveDeleted;
  return real.delay > 0 ? styles.liveLate : styles.liveOnTime;
}
