import { formatInSiteTime } from '@quai/engine/time';
import styles from './TimePair.module.css';

/** HH:mm in Paris time, as every journey screen writes times. */
export function hhmm(instant: string): string {
  return formatInSiteTime(instant, 'time');
}

/** The real time, with the planned one struck through beside it when they differ. */
export function TimePair({ planned, real, className }: { planned: string; real?: string | undefined; className?: string | undefined }) {
  const shown = real ?? planned;
  const changed = real !== undefined && hhmm(real) !== hhmm(planned);
  return (
    <span className={className}>
      <time dateTime={shown} className={changed ? styles.changed : undefined}>
        {hhmm(shown)}
      </time>
      {changed && (
        <>
          {' '}
          <del className={styles.planned}>
            <time dateTime={planned}>{hhmm(planned)}</time>
          </del>
        </>
      )}
    </span>
  );
}
