import type { WithServerData } from '@quai/engine/definition';
import { HYDRATE_NOW_EVENT, ISLAND_ATTRIBUTE, readIslandProps } from '@quai/engine/islands';
import { translatorFor, type Locale, type PageMessages } from '@quai/engine/translate';
import type { TravellerFileBlock } from '../../../schemas/generated/blocks/traveller-file';
import type { TravellerFileServerData } from '../server-data';
import { savedCopyNotice } from './notice-text';
import { saveTicketsOffline } from './save-tickets';
import { canKeepTickets, readSavedAt } from './saved-at';
import { ticketsOnline } from './tickets-online';
import { watchConnection } from './watch-connection';

/** What the page's script knows of the page (its context). */
export interface TicketsPageContext {
  locale: Locale;
  messages: PageMessages;
  /** Every file the page's islands need to hydrate, saved with it. */
  offlineFiles?: readonly string[];
}

/**
 * The tickets page's link with its saved copy, with no framework, from the page's start (the
 * block itself waits for the visitor): online, it keeps the tickets (and their travels' train
 * pages) for later and says so once they are; offline, it says the page is the saved copy and
 * since when, and has the block hydrate at once so live times saved with the page go; back online
 * it loads again (or, if the session has ended, the server sends the visitor to the lookup).
 * Returns what stops watching the network (for tests).
 */
export function startTicketsOnPage(notice: HTMLElement, { locale, messages, offlineFiles = [] }: TicketsPageContext): () => void {
  const island = notice.closest(`[${ISLAND_ATTRIBUTE}]`);
  const props = island && (readIslandProps(island) as WithServerData<TravellerFileBlock, TravellerFileServerData> | null);
  const booking = props?.serverData?.booking;
  const renderedAt = props?.serverData?.renderedAt;
  if (!island || !booking || !renderedAt) return () => undefined;
  const t = translatorFor(locale, messages);
  let savedAt: number | undefined;
  let unreachable = false;
  // The notice is drawn again only once what it says changes (the server drew it live, unsaved).
  let shownSavedAt: number | undefined;
  const draw = () => {
    const online = navigator.onLine && !unreachable;
    const wasOnline = ticketsOnline.get();
    if (online === wasOnline && savedAt === shownSavedAt) return;
    shownSavedAt = savedAt;
    const { className, text } = savedCopyNotice({ online, savedAt, savingSince: booking.cancelled ? undefined : renderedAt }, t, locale);
    notice.className = className ?? '';
    notice.textContent = text;
    if (online === wasOnline) return;
    ticketsOnline.set(online);
    island.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
  };
  draw();
  const stop = watchConnection(window, { offline: draw, reload: () => window.location.reload() });
  if (!canKeepTickets()) return stop;
  const page = new URL(window.location.href);
  page.search = '';
  page.hash = '';
  const show = (at: number | undefined) => {
    if (at === undefined) return;
    savedAt = at;
    draw();
  };
  void readSavedAt(page.pathname).then(show);
  if (navigator.onLine)
    saveTicketsOffline(booking, renderedAt, locale, page, props.trainDetailsPath, offlineFiles).then(show, async () => {
      // Saving failed: if the server cannot be reached, the page itself came from the saved copy
      // (a worker that could not be installed, a PDF refused, is no reason to say the page is offline).
      if (await serverReached(page)) return;
      unreachable = true;
      draw();
    });
  return stop;
}

/** Whether the server answers (anything) for the page: past its worker, which answers only pages and files. */
const serverReached = (page: URL) =>
  fetch(page, { method: 'HEAD', cache: 'no-store', redirect: 'manual' }).then(
    () => true,
    () => false,
  );
