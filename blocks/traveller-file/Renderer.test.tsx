// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import schema from '../../schemas/blocks/traveller-file.schema.json';
import { demoBookingAnswer } from '../../tests/helpers/booking-answers';
import { renderBlock, renderBlockToHtml, validateBlock } from '../../tests/helpers/render-block';
import type { TravellerFileService } from './server-data';

const service = (answer: BookingFileAnswer | undefined): TravellerFileService => ({ currentAnswer: async () => answer });
const login = schema.examples[0]!;
const tickets = { type: 'traveller-file', screen: 'tickets', lookupPage: '/dossier-voyageur', ticketsPage: '/dossier-voyageur/billets' };

afterEach(() => vi.unstubAllGlobals());

describe('traveller-file login screen', () => {
  it('is a plain POST form to the lookup with named fields and the page locale', async () => {
    const html = await renderBlockToHtml(login, { locale: 'en' });
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/bff/booking-file"');
    expect(html).toContain('name="reference"');
    expect(html).toContain('name="passengerName"');
    expect(html).toMatch(/name="locale" value="en"/);
  });

  it('shows the error a lookup posted without JavaScript came back with, on the reference field', async () => {
    await renderBlock(login, { request: { path: '/dossier-voyageur', search: '?erreur=not_found' } });
    const reference = screen.getByRole('textbox', { name: 'Référence du dossier' });
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription(expect.stringContaining('Aucun dossier ne correspond à cette référence et à ce nom.'));
  });

  it('checks the reference length before calling, then puts the server’s refusal on the reference field', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({ message: { error: { reference: 'Aucun dossier ne correspond à cette référence et à ce nom.' } } }),
        { status: 404 },
      );
    });
    await renderBlock(login);
    const user = userEvent.setup();
    const reference = screen.getByRole('textbox', { name: 'Référence du dossier' });
    await user.type(reference, 'AB1');
    await user.type(screen.getByRole('textbox', { name: 'Nom du passager' }), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Afficher mes billets' }));
    expect(reference).toHaveAccessibleDescription(expect.stringContaining('La référence compte de 6 à 8 caractères.'));
    expect(reference).toHaveFocus();
    expect(calls).toEqual([]);
    await user.type(reference, '234');
    await user.click(screen.getByRole('button', { name: 'Afficher mes billets' }));
    await waitFor(() => expect(reference).toHaveAccessibleDescription(expect.stringContaining('Aucun dossier ne correspond')));
    expect(calls).toEqual([{ reference: 'AB1234', passengerName: 'Martin', locale: 'fr' }]);
  });
});

describe('traveller-file login screen: a missing reference', () => {
  it('says the reference is missing, on the reference field, and calls nothing (spaces alone are no reference)', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response('{}', { status: 500 });
    });
    await renderBlock(login);
    const user = userEvent.setup();
    const reference = screen.getByRole('textbox', { name: 'Référence du dossier' });
    await user.type(reference, '   ');
    await user.type(screen.getByRole('textbox', { name: 'Nom du passager' }), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Afficher mes billets' }));
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription(expect.stringContaining('Saisissez la référence du dossier.'));
    expect(reference).toHaveFocus();
    expect(calls).toEqual([]);
  });
});

describe('traveller-file tickets screen', () => {
  it('shows each passenger with the outward travels, and the return ones after the toggle', async () => {
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI01')) } });
    const slides = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual(['Claire Martin', 'Louis Martin']);
    expect(
      within(slides[0]!)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['TGV INOUI 6103', 'TER 17479']);
    expect(within(slides[0]!).getAllByText(/Nice/)[0]).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Retour' }));
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('aria-current', 'true');
    expect(
      within(slides[0]!)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['TGV INOUI 6180']);
  });

  it('shows the real times the trip updates give beside the booked ones, struck through, with the delay, a cancelled train and a track change', async () => {
    const answer = demoBookingAnswer('QUAI01');
    const [tgv, regional] = answer.passengerData[0]!.travels;
    const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60000).toISOString();
    const stop = (iso: string, minutes: number) => ({ realDate: later(iso, minutes), delay: minutes, deleted: false });
    const updatedAt = '2026-11-30T07:05:00.000Z';
    // A copy: the demo bookings stay as the other tests read them.
    const [first, ...others] = answer.passengerData;
    answer.passengerData = [
      {
        ...first!,
        travels: [
          {
            ...tgv!,
            realTime: {
              updatedAt,
              cancelled: true,
              departure: { ...stop(tgv!.departureDate, 0), deleted: true },
              arrival: { ...stop(tgv!.arrivalDate, 0), deleted: true },
            },
          },
          {
            ...regional!,
            realTime: {
              updatedAt,
              cancelled: false,
              departure: { ...stop(regional!.departureDate, 12), track: '7', plannedTrack: '3' },
              arrival: stop(regional!.arrivalDate, 9),
            },
          },
        ],
      },
      ...others,
    ];
    await renderBlock(tickets, { services: { booking: service(answer) } });
    const hhmm = (iso: string) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(Date.parse(iso));
    const [cancelled, late] = screen.getAllByRole('article').slice(0, 2);
    expect(within(cancelled!).getByText('Train supprimé')).toBeVisible();
    expect(cancelled!.querySelectorAll('del time')).toHaveLength(2);
    expect(cancelled!.querySelector('del time')).toHaveAttribute('datetime', tgv!.departureDate);
    const departure = within(late!).getByText('Départ').nextElementSibling as HTMLElement;
    expect(departure.querySelector('time')).toHaveTextContent(hhmm(later(regional!.departureDate, 12)));
    expect(departure.querySelector('del time')).toHaveTextContent(hhmm(regional!.departureDate));
    expect(within(departure).getByText('Retard de 12 min')).toBeVisible();
    expect(within(departure).getByText('Voie 7 (au lieu de la voie 3)')).toBeVisible();
    const arrival = within(late!).getByText('Arrivée').nextElementSibling as HTMLElement;
    expect(within(arrival).getByText('Retard de 9 min')).toBeVisible();
    expect(within(late!).getByText('Horaires en temps réel, mis à jour à 08:05')).toBeVisible();
    // The other passenger's travels have no real times: the booked ones alone, nothing struck.
    const booked = screen.getAllByRole('article')[2]!;
    expect(booked.querySelector('del')).toBeNull();
    expect(within(booked).queryByText(/Retard|À l’heure/)).toBeNull();
  });

  it('has no journey toggle when nobody has a return, and warns about Eurostar', async () => {
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI03')) } });
    expect(screen.queryByRole('navigation', { name: 'Trajet' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Voyage en Eurostar');
  });

  it('shows the cancelled heading and no codes or PDFs for a cancelled booking', async () => {
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI02')) } });
    expect(screen.getByRole('heading', { name: 'Ce dossier a été annulé' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /code du billet|PDF/ })).toBeNull();
  });

  it('loads the code on the first press, toggles the label, and resets it when the travel changes', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      bodies.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('iVBORw0KGgo=', { status: 200 });
    });
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI01')) } });
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Afficher le code du billet' }));
    expect(await within(first!).findByRole('img', { name: 'Code du billet 6103 de Claire Martin' })).toBeVisible();
    expect(within(first!).getByRole('button', { name: 'Masquer le code du billet' })).toHaveAttribute('aria-expanded', 'true');
    expect(bodies).toEqual([
      {
        url: '/api/pao/barcode?uuid=1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        body: {
          tcn: 'QUAI01-1-A1',
          serviceItemId: 'SI-QUAI01-1-A1',
          orderId: 'QUAI01',
          supportType: 'BARCODE_2D',
          forceBase64Decode: false,
        },
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Retour' }));
    const [returnCard] = screen.getAllByRole('article');
    expect(within(returnCard!).queryByRole('img')).toBeNull();
    expect(within(returnCard!).getByRole('button', { name: 'Afficher le code du billet' })).toBeVisible();
  });

  it('shows the error text when the code cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 403 }));
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI06')) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher le code du billet' }));
    expect(await screen.findByText('Le code du billet n’a pas pu être chargé. Réessayez.')).toBeVisible();
  });

  it('asks for the PDF of every ticket with the GLOBAL policy, opens it in the window opened at the press, and marks the press as a download', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ pdfUrl: '/api/pao/pdf-file?token=t' }), { status: 200 });
    });
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI01')) } });
    const button = screen.getByRole('button', { name: /Télécharger tous les billets/ });
    expect(button).toHaveAttribute('data-tracking', 'click.download');
    await userEvent.setup().click(button);
    await waitFor(() => expect(popup.location.href).toBe('/api/pao/pdf-file?token=t'));
    expect(popup.opener).toBeNull();
    expect(bodies[0]).toMatchObject({
      printDematerializedTicketsPolicy: 'GLOBAL',
      supportType: 'PDF',
      order: { '@id': 'QUAI01' },
      languageCode: 'fr',
    });
  });

  it('shows the PDF error text and closes the window when the PDF call fails', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await renderBlock(tickets, { services: { booking: service(demoBookingAnswer('QUAI06')) } });
    await userEvent.setup().click(screen.getByRole('button', { name: /Télécharger tous les billets/ }));
    expect(await screen.findByText('Le PDF n’a pas pu être téléchargé. Réessayez.')).toBeVisible();
    expect(popup.close).toHaveBeenCalled();
  });

  it('shows the maintenance screen when content switches it on', async () => {
    await renderBlock(schema.examples[2]!);
    expect(screen.getByRole('heading', { name: 'Maintenance en cours' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is left out and reported without its screen', () => {
    const { node, problems } = validateBlock({ type: 'traveller-file', lookupPage: '/a', ticketsPage: '/b' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"screen"');
  });
});
