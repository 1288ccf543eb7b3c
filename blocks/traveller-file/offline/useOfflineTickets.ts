import { useEffect, useState } from 'react';
import { useLocale } from '@quai/engine/i18n';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import { canKeepTickets, saveTicketsOffline, savedAtOf } from './save-tickets';

/**
 * The tickets page's link with its saved copy: online, the page keeps its tickets for later;
 * offline, it says so and when they were saved; when the network comes back it loads again
 * by itself, so the visitor sees the live page (or, if the session has ended, the lookup).
 * Until the browser is asked (after hydration) the page counts as online, as the server drew it.
 */
export function useOfflineTickets(booking: BookingFileAnswer, renderedAt: string | undefined) {
  const locale = useLocale();
  const [online, setOnline] = useState(true);
  const [savedAt, setSavedAt] = useState<number | undefined>();
  useEffect(() => {
    setOnline(navigator.onLine);
    const offline = () => setOnline(false);
    const reload = () => window.location.reload();
    window.addEventListener('offline', offline);
    window.addEventListener('online', reload);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', reload);
    };
  }, []);
  useEffect(() => {
    if (!canKeepTickets() || !renderedAt) return;
    const page = new URL(window.location.href);
    page.search = '';
    page.hash = '';
    let current = true;
    const show = (at: number | undefined) => current && at !== undefined && setSavedAt(at);
    void savedAtOf(page.pathname).then(show);
    if (navigator.onLine)
      saveTicketsOffline(booking, renderedAt, locale, page).then(show, (error: unknown) => {
        // The network failed while saving: the page itself came from the saved copy.
        if (error instanceof TypeError) setOnline(false);
      });
    return () => {
      current = false;
    };
  }, [booking, renderedAt, locale]);
  return { online, savedAt };
}
