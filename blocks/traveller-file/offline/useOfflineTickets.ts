import { useEffect, useState } from 'react';
import { useLocale } from '@quai/engine/i18n';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import { saveTicketsOffline } from './save-tickets';
import { canKeepTickets, readSavedAt } from './saved-at';
import { useConnection } from './useConnection';

/**
 * The tickets page's link with its saved copy: online, the page keeps its tickets (and its
 * travels' train pages) for later; offline, it says so and when they were saved; back online it
 * loads again (or, if the session has ended, the server sends the visitor to the lookup).
 */
export function useOfflineTickets(booking: BookingFileAnswer, renderedAt: string | undefined, trainDetailsPath: string | undefined) {
  const locale = useLocale();
  const connected = useConnection();
  const [unreachable, setUnreachable] = useState(false);
  const [savedAt, setSavedAt] = useState<number | undefined>();
  useEffect(() => {
    if (!canKeepTickets() || !renderedAt) return;
    const page = new URL(window.location.href);
    page.search = '';
    page.hash = '';
    let current = true;
    const show = (at: number | undefined) => current && at !== undefined && setSavedAt(at);
    void readSavedAt(page.pathname).then(show);
    if (navigator.onLine)
      saveTicketsOffline(booking, renderedAt, locale, page, trainDetailsPath).then(show, (error: unknown) => {
        // The network failed while saving: the page itself came from the saved copy.
        if (error instanceof TypeError) setUnreachable(true);
      });
    return () => {
      current = false;
    };
  }, [booking, renderedAt, locale, trainDetailsPath]);
  return { online: connected && !unreachable, savedAt };
}
