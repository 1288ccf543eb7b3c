import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import { RichText } from '../_ui/RichText';
import type { IntroductionBlock } from '../../schemas/generated/blocks/introduction';
import styles from './styles.module.css';

export default function Introduction({ publishedAt, updatedAt, readingTime, text }: IntroductionBlock) {
  const t = useT();
  const locale = useLocale();
  // Dates are days in Paris, whatever zone the server or the visitor is in.
  const day = (instant: string) => <time dateTime={instant}>{formatInSiteTime(instant, 'dayMonthYear', locale)}</time>;
  return (
    <section className={styles.introduction}>
      <ul className={styles.meta}>
        <li>
          {t('editorial.introduction.published')} {day(publishedAt)}
        </li>
        {updatedAt && (
          <li>
            {t('editorial.introduction.updated')} {day(updatedAt)}
          </li>
        )}
        <li>{t('editorial.introduction.reading_time', { minutes: readingTime })}</li>
      </ul>
      <RichText html={text} className={styles.lead} />
    </section>
  );
}
