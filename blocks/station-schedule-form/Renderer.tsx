import { useRef, useState, useId } from 'react';
import { BffCache } from '../../adapters/bff-client/BffCache';
import type { StationLocation } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import type { StationScheduleFormBlock } from '../../schemas/generated/blocks/station-schedule-form';
import { AriaLocale } from '../_rail/AriaLocale';
import { reservationCode } from '../_rail/location';
import { StationAutocomplete } from '../_rail/StationAutocomplete';
import form from '../_rail/form.module.css';
import styles from './styles.module.css';

/** The place lookup for schedules: stop zones in France, in the schedule context. */
const SCHEDULE_LOOKUP = { codePays: 'FRA', component: 'schedule' };

/** The external schedule page of a station: the configured address, plus its reservation code when it has one. */
export function scheduleHref(scheduleUrl: string, station: StationLocation): string {
  return `${scheduleUrl}${reservationCode(station) ?? ''}`;
}

/**
 * Picks a station and opens its timetable on the schedule site in a new tab. The action is a
 * real link: the site's tracker records following it as leaving the site (click.exit), and
 * pressing Enter in the form follows the same link.
 */
export default function StationScheduleForm({ title, scheduleUrl }: StationScheduleFormBlock) {
  // Unique per block: a page (or the gallery) may show the same block twice.
  const titleId = useId();
  const t = useT();
  const [station, setStation] = useState<StationLocation | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <BffCache>
      <AriaLocale>
        <section className={form.panel} aria-labelledby={titleId}>
          <h2 className={form.title} id={titleId}>
            {title ?? t('station.schedule.title')}
          </h2>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              link.current?.click();
            }}
          >
            <StationAutocomplete
              label={t('station.schedule.field')}
              typeEmplacement="ZONE_ARRET"
              lookup={SCHEDULE_LOOKUP}
              onSelect={setStation}
              isRequired
            />
            {station ? (
              <a
                ref={link}
                className={`${form.submit} ${styles.action}`}
                href={scheduleHref(scheduleUrl, station)}
                target="_blank"
                rel="noreferrer noopener"
              >
                {t('station.schedule.submit')} <span className={styles.hint}>{t('rail.new_tab')}</span>
              </a>
            ) : (
              <button type="submit" className={`${form.submit} ${styles.action}`} disabled data-disabled>
                {t('station.schedule.submit')}
              </button>
            )}
          </form>
        </section>
      </AriaLocale>
    </BffCache>
  );
}
