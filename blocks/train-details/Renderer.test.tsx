// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeBff, fakeInProcessBff } from '../../tests/helpers/fake-bff';
import { delayEvent, train, trainStop } from '../../tests/helpers/journey-fixtures';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const PATH = '/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train/detail-train';
const block = { type: 'train-details' };
const at = (search: string) => ({ request: { path: PATH, search } });

const LYON = { label: 'Lyon Part-Dieu', code: '87723197' };
const MARSEILLE = { label: 'Marseille Saint-Charles', code: '87751008' };

const cars = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    number: String(index + 1),
    classe: (index < 3 ? 1 : 2) as 1 | 2,
    type: 'VOITURE' as const,
  }));

const toLyon = train(
  '6611',
  LYON,
  [
    trainStop('Paris Gare de Lyon', '87686006', '2026-11-21T06:00', { dwell: -1 }),
    trainStop('Le Creusot TGV', '87694109', '2026-11-21T07:20', {
      dwell: 0,
      late: 12,
      extra: { events: [{ title: 'Arrêt supplémentaire', category: 'more_stops', type: 'AJOUT_ARRET' }] },
    }),
    trainStop('Mâcon-Loché TGV', '87725689', '2026-11-21T07:45', {
      dwell: 2,
      late: 12,
      extra: { forbiddenEntrence: true, replacement: { numeros: ['880012', '880013'] } },
    }),
    trainStop('Lyon Part-Dieu', '87723197', '2026-11-21T08:00', { last: true, late: 12 }),
  ],
  {
    events: { delay: [delayEvent('Retard de 12 minutes')], information: [delayEvent('Voiture bar fermée', 'information')] },
    services: [
      { code: 'CLIMATISATION', picto: 'clim', priority: 7 },
      { code: 'WIFI', picto: 'wifi', priority: 1 },
      { code: 'BAR', picto: 'bar', priority: 2 },
      { code: 'PRISES', picto: 'prises', priority: 3 },
      { code: 'VELO', picto: 'velo', priority: 6 },
      { code: 'PMR', picto: 'pmr', priority: 4 },
      { code: 'BAGAGES', picto: 'bagages', priority: 5 },
    ],
    composition: {
      stops: [
        {
          name: 'Paris Gare de Lyon',
          code: '87686006',
          compositionElements: [
            { isMainTrain: true, longFormat: { name: 'TGV INOUI', picto: 'tgv' }, destination: 'Lyon Part-Dieu', cars: cars(8) },
          ],
        },
        {
          name: 'Le Creusot TGV',
          code: '87694109',
          compositionElements: [
            { isMainTrain: true, longFormat: { name: 'TGV INOUI', picto: 'tgv' }, destination: 'Lyon Part-Dieu', cars: cars(4) },
          ],
        },
      ],
    },
  },
);
const toMarseille = train('6611', MARSEILLE, [
  trainStop('Paris Gare de Lyon', '87686006', '2026-11-21T06:00', { dwell: -1 }),
  trainStop('Marseille Saint-Charles', '87751008', '2026-11-21T09:20', { last: true }),
]);

describe('train details', () => {
  it('asks for the date and the numbers of the URL, and shows the stops with delays, events and boarding rules', async () => {
    const bff = fakeBff({ '/api/bff/get-train-details': [toLyon] });
    await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=6611'));
    expect(await screen.findByRole('heading', { name: /TGV INOUI 6611/ })).toBeVisible();
    expect(Object.fromEntries(bff.calls[0]!.query)).toMatchObject({
      dateCirculation: '2026-11-21',
      numeroCirculation: '6611',
      locale: 'fr',
    });
    // The delay outranks information: the train's category icon is the delay one.
    expect(screen.getByRole('img', { name: 'Retard' })).toBeVisible();
    const stops = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    const creusot = stops.find((item) => item.textContent!.includes('Le Creusot TGV'))!;
    expect(within(creusot).getByText('07:32')).toBeVisible();
    expect(within(creusot).getByText('07:20').closest('del')).not.toBeNull();
    expect(within(creusot).getByText('+12 min')).toBeVisible();
    expect(within(creusot).getByText('Arrêt 30 s')).toBeVisible();
    expect(within(creusot).getByText('Arrêt supplémentaire')).toBeVisible();
    const macon = stops.find((item) => item.textContent!.includes('Mâcon-Loché TGV'))!;
    expect(within(macon).getByText('Montée interdite')).toBeVisible();
    expect(within(macon).getByText('Arrêt 2 min')).toBeVisible();
    expect(within(macon).getByRole('link', { name: /Remplacé par les cars 880012, 880013/ })).toHaveAttribute(
      'href',
      `${PATH}?dateCirculation=2026-11-21&numeroCirculation=880012&numeroCirculation=880013`,
    );
    expect(screen.getByText('Réservation obligatoire')).toBeVisible();
  });

  it('shows at most six services, by priority', async () => {
    fakeBff({ '/api/bff/get-train-details': [toLyon] });
    await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=6611'));
    const services = within((await screen.findByRole('heading', { name: 'Services à bord' })).closest('section')!).getAllByRole('listitem');
    expect(services.map((item) => item.textContent)).toEqual([
      'Wi-Fi',
      'Bar',
      'Prises électriques',
      'Accès PMR',
      'Espace bagages',
      'Vélos acceptés',
    ]);
  });

  it('offers a choice when several trains share the number, each card adding its trip and destination codes', async () => {
    fakeBff({ '/api/bff/get-train-details': [toLyon, toMarseille] });
    await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=6611'));
    expect(await screen.findByText('Plusieurs trains portent ce numéro. Choisissez votre destination.')).toBeVisible();
    // The page's own refresh link, then one card per train.
    const [refresh, ...links] = screen.getAllByRole('link');
    expect(refresh).toHaveTextContent('Actualiser');
    expect(refresh).toHaveAttribute('href', `${PATH}?dateCirculation=2026-11-21&numeroCirculation=6611`);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${PATH}?dateCirculation=2026-11-21&numeroCirculation=6611&codeCirculation=trip-6611-87723197&destinationCode=87723197`,
      `${PATH}?dateCirculation=2026-11-21&numeroCirculation=6611&codeCirculation=trip-6611-87751008&destinationCode=87751008`,
    ]);
    expect(links[1]).toHaveTextContent('TGV INOUI 6611 vers Marseille Saint-Charles');
  });

  it('gives a train and its replacement coach with the same number and terminus their own pages', async () => {
    const SAINT_MALO = { label: 'Saint-Malo', code: '87478107' };
    const stops = [
      trainStop('Rennes', '87471003', '2026-11-21T06:20', { dwell: -1 }),
      trainStop('Saint-Malo', '87478107', '2026-11-21T07:15', { last: true }),
    ];
    const ter = train('856101', SAINT_MALO, stops, {
      codeCirculation: 'TER-BZH:0620',
      mode: 'REGIONALRAIL',
      longFormat: { name: 'TER BreizhGo', picto: 'ter' },
    });
    const coach = train('856101', SAINT_MALO, stops, {
      codeCirculation: 'CAR-BZH:0650',
      mode: 'REGIONALCOACH',
      longFormat: { name: 'Car BreizhGo', picto: 'car' },
    });
    fakeBff({
      '/api/bff/get-train-details': (query: URLSearchParams) =>
        [ter, coach].filter((detail) => !query.get('codeCirculation') || detail.codeCirculation === query.get('codeCirculation')),
    });
    const { unmount } = await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=856101'));
    const coachLink = await screen.findByRole('link', { name: /Car BreizhGo 856101/ });
    const terLink = screen.getByRole('link', { name: /TER BreizhGo 856101/ });
    expect(coachLink.getAttribute('href')).not.toBe(terLink.getAttribute('href'));
    unmount();
    await renderBlock(block, at(coachLink.getAttribute('href')!.slice(PATH.length)));
    expect(await screen.findByRole('heading', { name: /Car BreizhGo 856101/ })).toBeVisible();
  });

  it('shows the train of the destination code, and an error for an unknown one', async () => {
    fakeBff({ '/api/bff/get-train-details': [toLyon, toMarseille] });
    const { unmount } = await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=6611&destinationCode=87751008'));
    expect(await screen.findByText('Paris Gare de Lyon → Marseille Saint-Charles · Paris – Lyon')).toBeVisible();
    unmount();
    await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=6611&destinationCode=87000000'));
    expect(await screen.findByText('Ce train ne dessert pas la destination demandée.')).toBeVisible();
  });

  it('says not found on an empty answer, and shows the error texts when the call fails', async () => {
    fakeBff({ '/api/bff/get-train-details': (query: URLSearchParams) => (query.get('numeroCirculation') === '1' ? [] : failWith(500)) });
    const { unmount } = await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=1'));
    expect(await screen.findByText('Aucun train ne correspond à votre recherche.')).toBeVisible();
    expect(screen.getByText('Vérifiez le numéro et la date de circulation.')).toBeVisible();
    unmount();
    await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=2'));
    expect(await screen.findByText('Les informations de ce train sont indisponibles.')).toBeVisible();
  });

  it('calls nothing without a date and a number', async () => {
    const bff = fakeBff({ '/api/bff/get-train-details': [] });
    await renderBlock(block, at('?numeroCirculation=6611'));
    expect(screen.getByText('Indiquez un numéro de train et une date.')).toBeVisible();
    expect(bff.calls).toHaveLength(0);
  });

  it('opens the composition of a station in a dialog, staggers the cars 30 ms apart, and switches station', async () => {
    fakeBff({ '/api/bff/get-train-details': [toLyon] });
    await renderBlock(block, at('?dateCirculation=2026-11-21&numeroCirculation=6611'));
    await userEvent.click(await screen.findByRole('button', { name: 'Composition du train à Paris Gare de Lyon' }));
    const dialog = screen.getByRole('dialog', { name: 'Composition du train' });
    const carsAtParis = within(dialog).getAllByRole('listitem');
    expect(carsAtParis).toHaveLength(8);
    expect(carsAtParis.map((car) => car.style.animationDelay)).toEqual(['0ms', '30ms', '60ms', '90ms', '120ms', '150ms', '180ms', '210ms']);
    expect(carsAtParis[0]!.style.animationDuration).toBe('300ms');
    expect(carsAtParis[0]).toHaveTextContent('Voiture 11re classe');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Le Creusot TGV' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    // The change replays the cars' arrival until the machine says they have settled.
    expect(within(dialog).getAllByRole('group')[0]!.parentElement).toHaveAttribute('data-animating');
    await waitFor(() => expect(within(dialog).getAllByRole('group')[0]!.parentElement).not.toHaveAttribute('data-animating'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('train details rendered on the server', () => {
  const search = '?dateCirculation=2026-11-21&numeroCirculation=6611';

  it('puts the train and its stops in the server HTML', async () => {
    const server = fakeInProcessBff({ '/api/bff/get-train-details': [toLyon] });
    const html = await renderBlockToHtml(block, { ...at(search), services: { bff: server.bff } });
    expect(html).toContain('TGV INOUI 6611');
    expect(html).toContain('Mâcon-Loché TGV');
    expect(html).not.toContain('Chargement');
    expect(Object.fromEntries(server.calls[0]!.query)).toEqual({ dateCirculation: '2026-11-21', numeroCirculation: '6611', locale: 'fr' });
  });

  it('hydrates with it and does not fetch the train again', async () => {
    const server = fakeInProcessBff({ '/api/bff/get-train-details': [toLyon] });
    const browser = fakeBff({ '/api/bff/get-train-details': failWith(503) });
    await renderBlock(block, { ...at(search), services: { bff: server.bff } });
    expect(screen.getByRole('heading', { name: /TGV INOUI 6611/ })).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: /composition/i })[0]!);
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(browser.calls).toEqual([]);
  });
});
