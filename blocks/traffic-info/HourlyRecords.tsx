import { useT } from '@quai/engine/i18n';
import type { HourlyRecord } from '../../schemas/generated/api/traffic-answer';
import styles from './styles.module.css';
import type { HeadingLevel } from './traffic-view';

/** The timetable sheets of the view, as PDF downloads. */
export function HourlyRecords({ records, headingLevel }: { records: readonly HourlyRecord[]; headingLevel: HeadingLevel }) {
  const t = useT();
  if (!records.length) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.records} aria-label={t('traffic.records.title')}>
      <Heading className={styles.groupTitle}>{t('traffic.records.title')}</Heading>
      <ul className={styles.recordList}>
        {records.map((record) => (
          <li key={record.file}>
            <a className={styles.record} href={record.file} download type="application/pdf">
              <svg className={styles.recordIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 12v2h8v-2H8Zm0 4v2h8v-2H8Z" />
              </svg>
              <span>{record.title}</span>
              <span className={styles.recordFormat}>{t('traffic.records.format')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
