// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, fakeInProcessBff, failWith } from '../../tests/helpers/fake-bff';
import {
  between,
  delayEvent,
  journey,
  LYON_PART_DIEU,
  PARIS_GARE_DE_LYON,
  RESULTS_QUERY,
  ride,
  servedStop,
} from '../../tests/helpers/journey-fixtures';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const block = { type: 'itinerary-results' };
const request = { path: '/itineraires/resultats', search: RESULTS_QUERY };

const morning = journey('a', [ride('Paris Gare de Lyon', '2026-11-21T06:00', 'Lyon Part-Dieu', '2026-11-21T08:00')]);
const withChange = journey(
  'b',
  [
    ride('Paris Gare de Lyon', '2026-11-21T07:00', 'Dijon Ville', '2026-11-21T08:40', {
      numero: '6701',
      realFromTime: '2026-11-21T07:10',
      stops: [
        servedStop('Paris Gare de Lyon', '2026-11-21T07:00', 0),
        servedStop('Montbard', '2026-11-21T08:05', 0),
        servedStop('Les Laumes-Alésia', '2026-11-21T08:15', 2, 'SUPPRESSION_PARTIELLE'),
        servedStop('Dijon Ville', '2026-11-21T08:40', 0),
      ],
    }),
    between('CORRESPONDANCE', 'Dijon Ville', 'Dijon Ville', '2026-11-21T08:40', 15),
    ride('Dijon Ville', '2026-11-21T08:55', 'Lyon Part-Dieu', '2026-11-21T10:30', { numero: '891234' }),
  ],
  {
    emissionsCO2: 2.4,
    events: {
      information: [delayEvent('Travaux de nuit', 'information')],
      delay: [delayEvent('Retard de 10 minutes')],
      disturbance: [delayEvent('Panne de signalisation', 'disturbance')],
    },
  },
);
const nextDay = journey('c', [ride('Paris Gare de Lyon', '2026-11-22T06:00', 'Lyon Part-Dieu', '2026-11-22T08:00', { numero: '6601' })]);

describe('itinerary results', () => {
  it('asks the BFF for the search of the URL and lists journeys under weekday, day and month headings', async () => {
    const bff = fakeBff({ '/api/bff/itineraries': [nextDay, withChange, morning] });
    await renderBlock(block, { request });
    expect(await screen.findByRole('heading', { name: 'samedi 21 novembre' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'dimanche 22 novembre' })).toBeVisible();
    const query = bff.calls[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      departureCode: '87686006',
      arrivalCode: '87723197',
      departureType: 'ZONE_ARRET',
      departureLat: '48.844888',
      sens: 'PARTIR_APRES',
      date: '2026-11-21T06:00',
      locale: 'fr',
      initialQuery: 'true',
    });
    expect(query.get('modes')!.split(',')).toHaveLength(8);
    // Sorted by real departure whatever the BFF order.
    const cards = screen.getAllByRole('button', { name: /→/ });
    expect(cards.map((card) => card.textContent!.slice(0, 5))).toEqual(['06:00', '07:10', '06:00']);
    expect(within(cards[1]!).getByText('07:00').closest('del')).not.toBeNull();
    expect(within(cards[1]!).getByText('1 correspondance')).toBeVisible();
    expect(within(cards[0]!).getByText('Direct')).toBeVisible();
  });

  it('shows loading, then the error texts without any retry button', async () => {
    fakeBff({ '/api/bff/itineraries': failWith(503) });
    await renderBlock(block, { request });
    expect(screen.getByText('Recherche des itinéraires…')).toBeVisible();
    expect(await screen.findByText('Une erreur est survenue lors de la recherche.')).toBeVisible();
    expect(screen.getByText('Nos services sont momentanément indisponibles. Merci de relancer votre recherche plus tard.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /réessayer|relancer/i })).toBeNull();
  });

  it('shows the no-itineraries texts on an empty answer', async () => {
    fakeBff({ '/api/bff/itineraries': [] });
    await renderBlock(block, { request });
    expect(await screen.findByText('Aucun itinéraire trouvé.')).toBeVisible();
    expect(screen.getByText('Essayez une autre date, un autre horaire ou d’autres modes de transport.'.replace('’', "'"))).toBeVisible();
  });

  it('pages from one minute after the last real departure, disables the button while fetching, and ends on an empty page', async () => {
    let release: () => void = () => {};
    const bff = fakeBff({
      '/api/bff/itineraries': (query: URLSearchParams) => {
        if (query.get('initialQuery') === 'true') return [morning, withChange];
        return query.get('date') === '2026-11-21T07:11' ? new Promise<unknown>((resolve) => (release = () => resolve([nextDay]))) : [];
      },
    });
    await renderBlock(block, { request });
    await userEvent.click(await screen.findByRole('button', { name: 'Voir les itinéraires suivants' }));
    const pending = screen.getByRole('button', { name: 'Chargement…' });
    expect(pending).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'dimanche 22 novembre' })).toBeVisible();
    const paged = bff.calls[1]!.query;
    expect(paged.get('initialQuery')).toBe('false');
    expect(paged.get('selectedModes')!.split(',')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les itinéraires suivants' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Voir les itinéraires|Chargement/ })).toBeNull());
    expect(bff.calls[2]!.query.get('date')).toBe('2026-11-22T06:01');
    expect(screen.getAllByRole('button', { name: /→/ })).toHaveLength(3);
  });

  it('filters by mode: the badge counts the train pair as one, and applying refetches with the modes', async () => {
    const bff = fakeBff({ '/api/bff/itineraries': [morning] });
    await renderBlock(block, { request });
    const trigger = await screen.findByRole('button', { name: /Modes de transport/ });
    expect(trigger).toHaveTextContent('7 modes sélectionnés');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('checkbox', { name: 'TGV' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.queryByRole('checkbox', { name: 'TGV' })).toBeNull();
    expect(screen.getByRole('button', { name: /Modes de transport/ })).toHaveTextContent('5 modes sélectionnés');
    await waitFor(() => expect(bff.calls).toHaveLength(2));
    expect(bff.calls[1]!.query.get('modes')).toBe('REGIONALRAIL,LONGDISTANCE,REGIONALCOACH,SUBURBANRAILWAY,METRO,TRAMTRAIN');
    expect(new URL(window.location.href).searchParams.get('modes')).toBe(
      'REGIONALRAIL,LONGDISTANCE,REGIONALCOACH,SUBURBANRAILWAY,METRO,TRAMTRAIN',
    );
  });

  it('opens the detail in place and returns focus to the opened result', async () => {
    fakeBff({ '/api/bff/itineraries': [morning, withChange] });
    await renderBlock(block, { request });
    const card = (await screen.findAllByRole('button', { name: /→/ }))[1]!;
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: "Détail de l'itinéraire" })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /→/ })).toBeNull();
    expect(screen.getByText('Correspondance · 15 min')).toBeVisible();
    expect(screen.getByText('Ce trajet émet 2,4 kg de CO₂e par voyageur.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Retour aux résultats/ }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /→/ })[1]).toHaveFocus());
  });

  it('folds stops beyond two, shows a zero-minute stop as thirty seconds, and hides CO2 when zero', async () => {
    fakeBff({ '/api/bff/itineraries': [withChange, morning] });
    await renderBlock(block, { request });
    // Sorted by departure: the 06:00 direct journey first, the 07:10 one with a change second.
    await userEvent.click((await screen.findAllByRole('button', { name: /→/ }))[1]!);
    expect(screen.queryByText('Montbard')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voir les 4 arrêts' }));
    expect(screen.getByText('Montbard')).toBeVisible();
    expect(screen.getAllByText('Arrêt 30 s').length).toBeGreaterThan(0);
    expect(screen.getByText('Arrêt supprimé')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Retour aux résultats/ }));
    await userEvent.click(screen.getAllByRole('button', { name: /→/ })[0]!);
    expect(screen.queryByText(/CO₂e/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voir les 2 arrêts' })).toBeNull();
  });

  it('opens the most pressing event first and keeps one event open at a time', async () => {
    fakeBff({ '/api/bff/itineraries': [withChange] });
    await renderBlock(block, { request });
    await userEvent.click(await screen.findByRole('button', { name: /→/ }));
    const triggers = screen.getAllByRole('button', { name: /Perturbation|Retard|Information/ });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'PerturbationPanne de signalisation',
      'RetardRetard de 10 minutes',
      'InformationTravaux de nuit',
    ]);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    await userEvent.click(triggers[2]!);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true']);
  });

  it('renders the loading state on the server, as an island', async () => {
    const html = await renderBlockToHtml(block, { request });
    expect(html).toContain('data-island="itinerary-results"');
    expect(html).toContain('Recherche des itinéraires…');
  });

  it('asks for a search when the URL has none, and calls nothing', async () => {
    const bff = fakeBff({ '/api/bff/itineraries': [] });
    await renderBlock(block, { request: { path: '/itineraires/resultats', search: '' } });
    expect(screen.getByText('Indiquez un départ, une arrivée et une date pour voir les itinéraires.')).toBeVisible();
    expect(bff.calls).toHaveLength(0);
  });
});

describe('itinerary results rendered on the server', () => {
  it('puts the first page in the server HTML, asked with the very query the browser sends', async () => {
    const server = fakeInProcessBff({ '/api/bff/itineraries': [nextDay, withChange, morning] });
    const html = await renderBlockToHtml(block, { request, services: { bff: server.bff } });
    expect(html).toContain('samedi 21 novembre');
    expect(html).toContain('1 correspondance');
    expect(html).not.toContain('Recherche des itinéraires…');
    // The island hydrates when the visitor comes to it: its paging button is there before.
    expect(html).toContain('Voir les itinéraires suivants');
    const browser = fakeBff({ '/api/bff/itineraries': [] });
    await renderBlock(block, { request });
    await screen.findByText('Aucun itinéraire trouvé.');
    expect(server.calls[0]!.query.toString()).toBe(browser.calls[0]!.query.toString());
  });

  it('hydrates with it: the list is there at once, the first page is not fetched again, later pages are', async () => {
    const server = fakeInProcessBff({ '/api/bff/itineraries': [morning, withChange] });
    const browser = fakeBff({ '/api/bff/itineraries': [nextDay] });
    await renderBlock(block, { request, services: { bff: server.bff } });
    expect(screen.getByRole('heading', { name: 'samedi 21 novembre' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Voir les itinéraires suivants' }));
    expect(await screen.findByRole('heading', { name: 'dimanche 22 novembre' })).toBeVisible();
    expect(browser.calls.map((call) => call.query.get('initialQuery'))).toEqual(['false']);
  });

  it('leaves the loading text to the browser when the server could not ask', async () => {
    const server = fakeInProcessBff({ '/api/bff/itineraries': failWith(503) });
    const html = await renderBlockToHtml(block, { request, services: { bff: server.bff } });
    expect(html).toContain('Recherche des itinéraires…');
  });

  describe('a search typed without JavaScript', () => {
    const typedRequest = (search: string) => ({ path: '/itineraires/resultats', search });
    const PARIS_BERCY = { ...PARIS_GARE_DE_LYON, code: '87686667', libelle: "Paris Bercy Bourgogne - Pays d'Auvergne" };

    it('resolves each typed name, accents and case ignored, and shows the results of the resolved search', async () => {
      const server = fakeInProcessBff({
        '/api/bff/locations': (query: URLSearchParams) =>
          query.get('libelle') === 'paris gare de lyon' ? [PARIS_GARE_DE_LYON, PARIS_BERCY] : [LYON_PART_DIEU],
        '/api/bff/itineraries': [morning],
      });
      const html = await renderBlockToHtml(block, {
        request: typedRequest('?departureLabel=paris+gare+de+lyon&arrivalLabel=LYON+PART-DIEU&sens=PARTIR_APRES&day=2026-11-21&time=05:30'),
        services: { bff: server.bff },
      });
      expect(html).toContain('samedi 21 novembre');
      const itineraries = server.calls.find((call) => call.path === '/api/bff/itineraries')!.query;
      expect(itineraries.get('departureCode')).toBe(PARIS_GARE_DE_LYON.code);
      expect(itineraries.get('arrivalCode')).toBe(LYON_PART_DIEU.code);
      expect(itineraries.get('date')).toBe('2026-11-21T05:30');
    });

    it('offers a choice of places when a name is ambiguous, each a link to the same search with its exact name', async () => {
      const server = fakeInProcessBff({
        '/api/bff/locations': (query: URLSearchParams) =>
          query.get('libelle') === 'Paris' ? [PARIS_GARE_DE_LYON, PARIS_BERCY] : [LYON_PART_DIEU],
      });
      await renderBlock(block, {
        request: typedRequest('?departureLabel=Paris&arrivalLabel=Lyon&day=2026-11-21&time=05:30'),
        services: { bff: server.bff },
      });
      expect(screen.getByRole('heading', { name: 'Quelle gare de départ pour « Paris » ?' })).toBeVisible();
      const choice = screen.getByRole('link', { name: PARIS_BERCY.libelle });
      const next = new URLSearchParams(choice.getAttribute('href')!.split('?')[1]);
      expect(next.get('departureLabel')).toBe(PARIS_BERCY.libelle);
      expect(next.get('arrivalLabel')).toBe('Lyon');
      expect(next.get('day')).toBe('2026-11-21');
      expect(screen.queryByRole('heading', { name: /gare d'arrivée/ })).toBeNull();
      expect(server.calls.some((call) => call.path === '/api/bff/itineraries')).toBe(false);
    });

    it('says so when no place matches a name', async () => {
      const server = fakeInProcessBff({
        '/api/bff/locations': (query: URLSearchParams) => (query.get('libelle') === 'Xyz' ? [] : [LYON_PART_DIEU]),
      });
      await renderBlock(block, { request: typedRequest('?departureLabel=Lyon&arrivalLabel=Xyz'), services: { bff: server.bff } });
      expect(screen.getByText("Aucune gare ni ville ne correspond à l'arrivée « Xyz »."));
    });
  });
});
