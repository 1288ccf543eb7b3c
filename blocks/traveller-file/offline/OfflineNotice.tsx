import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import styles from '../styles.module.css';

/**
 * What the page says of its saved copy. Offline: the tickets shown are the ones saved at that
 * time, and live times are not available. Online, once saved: they will stay available without
 * a network, so the visitor knows they may rely on it.
 */
export function OfflineNotice({ online, savedAt }: { online: boolean; savedAt: number | undefined }) {
  const t = useT();
  const locale = useLocale();
  const time = savedAt === undefined ? undefined : formatInSiteTime(savedAt, 'time', locale);
  if (online)
    return (
      <p className={styles.savedNote} role="status">
        {time && t('booking.tickets.offline.ready', { time })}
      </p>
    );
  return (
    <p className={styles.offline} role="status">
      {time ? t('booking.tickets.offline.saved', { time }) : t('booking.tickets.offline.unsaved')}
    </p>
  );
}
