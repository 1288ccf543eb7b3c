// @vitest-environment jsdom
import { HYDRATE_NOW_EVENT } from '@quai/engine/islands';
import { catalogs, renderBlockToHtml } from '../../../tests/helpers/render-block';
import { demoBookingAnswer } from '../../../tests/helpers/booking-answers';
import { startTicketsOnPage } from './tickets-on-page';
import { TICKETS_NOTICE_ATTRIBUTE, ticketsOnline } from './tickets-online';

/** The tickets page of QUAI01 as the server sends it (the block's island, its props), its notice, and the island's wake-ups. */
async function ticketsPage() {
  const tickets = { type: 'traveller-file', screen: 'tickets', lookupPage: '/dossier-voyageur', ticketsPage: '/dossier-voyageur/billets' };
  document.body.innerHTML = await renderBlockToHtml(tickets, {
    services: { booking: { currentAnswer: async () => demoBookingAnswer('QUAI01') } },
  });
  const notice = document.querySelector<HTMLElement>(`[${TICKETS_NOTICE_ATTRIBUTE}]`)!;
  const wakeUps = vi.fn();
  notice.closest('[data-island]')!.addEventListener(HYDRATE_NOW_EVENT, wakeUps);
  return { notice, wakeUps };
}

const online = (value: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  ticketsOnline.set(true);
});

describe("the tickets page's script, before the block hydrates", () => {
  it('online, leaves the notice holding its place unseen and the block waiting for the visitor', async () => {
    const { notice, wakeUps } = await ticketsPage();
    const served = notice.outerHTML;
    online(true);
    stop = startTicketsOnPage(notice, { locale: 'fr', messages: catalogs.fr });
    expect(notice.outerHTML).toBe(served);
    expect(notice.textContent).toMatch(/^Billets enregistrés sur cet appareil à \d\d:\d\d/);
    expect(wakeUps).not.toHaveBeenCalled();
    expect(ticketsOnline.get()).toBe(true);
  });

  it('offline from the start (the saved copy), says so and has the block hydrate at once, so saved live times go', async () => {
    const { notice, wakeUps } = await ticketsPage();
    online(false);
    stop = startTicketsOnPage(notice, { locale: 'fr', messages: catalogs.fr });
    expect(notice.textContent).toBe('Hors connexion : les horaires en temps réel ne sont pas disponibles.');
    expect(notice.className).toMatch(/offline/);
    expect(wakeUps).toHaveBeenCalledTimes(1);
    expect(ticketsOnline.get()).toBe(false);
  });

  it('when the network goes later, says so in the language of the page and wakes the block once', async () => {
    const { notice, wakeUps } = await ticketsPage();
    const connection = online(true);
    stop = startTicketsOnPage(notice, { locale: 'en', messages: catalogs.en });
    connection.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(notice.textContent).toBe('Offline: real-time information is not available.');
    expect(wakeUps).toHaveBeenCalledTimes(1);
  });
});

describe("the tickets page's script, when saving fails", () => {
  /** A browser that can keep tickets, whose worker cannot be installed (a script missing: a 404). */
  function workerMissing() {
    const register = vi.fn(async () => {
      throw new TypeError('A bad HTTP response code (404) was received when fetching the script.');
    });
    Object.defineProperty(window.navigator, 'serviceWorker', { value: { register }, configurable: true });
    vi.stubGlobal('caches', { match: async () => undefined });
    return register;
  }
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });

  it('leaves the page said live when the server answers: the page did not come from a saved copy', async () => {
    const { notice, wakeUps } = await ticketsPage();
    const served = notice.outerHTML;
    online(true);
    const register = workerMissing();
    const server = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', server);
    stop = startTicketsOnPage(notice, { locale: 'fr', messages: catalogs.fr });
    await vi.waitFor(() => expect(server).toHaveBeenCalledWith(expect.any(URL), expect.objectContaining({ method: 'HEAD' })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).toHaveBeenCalled();
    expect(notice.outerHTML).toBe(served);
    expect(wakeUps).not.toHaveBeenCalled();
  });

  it('says the page is the saved copy when the server cannot be reached, and wakes the block', async () => {
    const { notice, wakeUps } = await ticketsPage();
    online(true);
    workerMissing();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    stop = startTicketsOnPage(notice, { locale: 'fr', messages: catalogs.fr });
    await vi.waitFor(() => expect(notice.textContent).toBe('Hors connexion : les horaires en temps réel ne sont pas disponibles.'));
    expect(wakeUps).toHaveBeenCalledTimes(1);
  });
});
