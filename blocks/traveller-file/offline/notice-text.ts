import { formatInSiteTime } from '@quai/engine/time';
import type { Locale, Translate } from '@quai/engine/translate';
import styles from '../styles.module.css';

/** What the tickets page knows of its saved copy. */
export interface SavedCopyState {
  /** Online and the server reached: the page is live. */
  online: boolean;
  /** When its tickets were saved on this device, if they were. */
  savedAt: number | undefined;
  /** When the page was rendered, if its tickets are to be saved (a booking with tickets). */
  savingSince: string | undefined;
}

/**
 * What the page says of its saved copy, as the class and text of its notice. Offline: the tickets
 * shown are the ones saved at that time, and live times are not available. Online, once saved:
 * they will stay available without a network, so the visitor knows they may rely on it.
 */
export function savedCopyNotice({ online, savedAt, savingSince }: SavedCopyState, t: Translate, locale: Locale) {
  if (online) {
    // The note comes a second or more after the page shows, once the tickets are saved: while
    // they are being saved its sentence holds its place (at the page's time, unseen), so that it
    // does not push the tickets down then. Without scripts nothing is saved: it takes no place.
    const saving = savedAt === undefined && savingSince !== undefined;
    const at = savedAt ?? savingSince;
    return {
      className: saving ? styles.savingNote : styles.savedNote,
      text: at === undefined ? '' : t('booking.tickets.offline.ready', { time: formatInSiteTime(at, 'time', locale) }),
    };
  }
  return {
    className: styles.offline,
    text:
      savedAt === undefined
        ? t('booking.tickets.offline.unsaved')
        : t('booking.tickets.offline.saved', { time: formatInSiteTime(savedAt, 'time', locale) }),
  };
}
