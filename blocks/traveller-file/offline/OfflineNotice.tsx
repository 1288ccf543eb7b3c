import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import styles from '../styles.module.css';

/**
 * What the page says of its saved copy. Offline: the tickets shown are the ones saved at that
 * time, and live times are not available. Online, once saved: they will stay available without
 * a network, so the visitor knows they may rely on it.
 */
export function OfflineNotice({
  online,
  savedAt,
  savingSince,
}: {
  online: boolean;
  savedAt: number | undefined;
  /** When the page was rendered, if its tickets are to be saved (a booking with tickets). */
  savingSince: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  if (online) {
    // The note comes a second or more after the page shows, once the tickets are saved: while
    // they are being saved its sentence holds its place (at the page's time, unseen), so that it
    // does not push the tickets down then. Without scripts nothing is saved: it takes no place.
    const saving = savedAt === undefined && savingSince !== undefined;
    const at = savedAt ?? savingSince;
    return (
      <p className={saving ? styles.savingNote : styles.savedNote} role="status">
        {at !== undefined && t('booking.tickets.offline.ready', { time: formatInSiteTime(at, 'time', locale) })}
      </p>
    );
  }
  const time = savedAt === undefined ? undefined : formatInSiteTime(savedAt, 'time', locale);
  return (
    <p className={styles.offline} role="status">
      {time ? t('booking.tickets.offline.saved', { time }) : t('booking.tickets.offline.unsaved')}
    </p>
  );
}
