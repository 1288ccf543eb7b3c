// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import type { Departure, StationTimetable } from '../../adapters/bff-client/types';
import schema from '../../schemas/blocks/station-departures.schema.json';
import { failWith, fakeBff, fakeInProcessBff } from '../../tests/helpers/fake-bff';
import { delayEvent, paris } from '../../tests/helpers/journey-fixtures';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const DETAILS = '/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train/detail-train';
const block = schema.examples[0];

function departure(
  numero: string,
  planned: string,
  real: string,
  destination: string,
  extra: { events?: Departure['events']; numero?: string | null; quai?: string | null } = {},
): Departure {
  return {
    codeOperateur: 'SNCF',
    dateHeure: paris(planned),
    dateHeureReelle: paris(real),
    trainInfo: {
      numeroCirculation: numero,
      longFormats: [{ name: 'TGV INOUI', picto: 'tgv' }],
      modeTransport: { codeSousMode: 'HIGHSPEEDRAIL', marqueCode: 'INOUI', marqueLibelle: 'TGV INOUI', ligneLibelle: 'Paris – Lyon' },
    },
    trainDestination: { mainDestination: destination, oldDestination: null, codeDestination: '87723197' },
    platform: { quai: extra.quai ?? null, numeroQuai: null, numero: extra.numero === undefined ? 'K' : extra.numero },
    events: extra.events ?? [],
    locale: 'fr',
  };
}

const board: StationTimetable = {
  gare: { nom: 'Paris Gare de Lyon', code: '87686006', region: { code: 'IDF', libelle: 'Île-de-France' } },
  lignes: [
    { isIDF: false, code: 'PLY', label: 'Paris – Lyon – Marseille' },
    { isIDF: true, code: 'RERD', label: 'RER D' },
    { isIDF: false, code: 'EMPTY', label: 'Ligne sans départ' },
  ],
  horaires: {
    PLY: {
      depart: [
        departure('6611', '2026-11-21T08:00', '2026-11-21T08:00', 'Lyon Part-Dieu', { quai: 'Verte' }),
        departure('6171', '2026-11-21T08:19', '2026-11-21T08:34', 'Marseille Saint-Charles', {
          events: [delayEvent('Retard de 15 minutes')],
          quai: 'Bleue',
        }),
        departure('6803', '2026-11-21T08:25', '2026-11-21T08:25', 'Montpellier Saint-Roch', {
          events: [{ ...delayEvent('Train supprimé', 'deleted'), type: 'SUPPRESSION' }],
          numero: null,
          quai: 'Rose',
        }),
      ],
    },
    RERD: { depart: [departure('ZOVA12', '2026-11-21T08:03', '2026-11-21T08:03', 'Melun', { quai: 'Jaune' })] },
  },
};

describe('station departures board', () => {
  it('groups departures by line, with status pill, real time and the planned time struck through when late', async () => {
    const bff = fakeBff({ '/api/bff/miv/get-station-timetable': board });
    await renderBlock(block);
    expect(await screen.findByRole('heading', { name: 'Départs de Paris Gare de Lyon' })).toBeVisible();
    expect(bff.calls[0]!.query.get('codeZoneArret')).toBe('87686006');
    expect(Number.isNaN(Date.parse(bff.calls[0]!.query.get('dateHeure')!))).toBe(false);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Paris – Lyon – Marseille',
      'RER D',
    ]);
    const [onTime, late, deleted] = within(screen.getByRole('region', { name: 'Paris – Lyon – Marseille' })).getAllByRole('link');
    expect(within(onTime!).getByText('À l’heure'.replace('’', "'"))).toBeVisible();
    expect(within(onTime!).queryByRole('deletion')).toBeNull();
    expect(within(late!).getByText('Retard')).toBeVisible();
    expect(within(late!).getByText('08:34')).toBeVisible();
    expect(within(late!).getByText('08:19').closest('del')).not.toBeNull();
    expect(within(late!).getByText('Retard de 15 minutes')).toBeVisible();
    expect(within(deleted!).getByText('Supprimé')).toBeVisible();
    expect(within(deleted!).getByText('Train supprimé')).toBeVisible();
    expect(within(deleted!).getByText('Voie à venir')).toBeVisible();
  });

  it('each row opens the train details in a new tab, with the date, the number and the terminus', async () => {
    fakeBff({ '/api/bff/miv/get-station-timetable': board });
    await renderBlock(block);
    const row = await screen.findByRole('link', { name: /Marseille Saint-Charles/ });
    expect(row).toHaveAttribute('href', `${DETAILS}?dateCirculation=2026-11-21&numeroCirculation=6171&destinationCode=87723197`);
    expect(row).toHaveAttribute('target', '_blank');
    expect(row).toHaveAttribute('rel', 'noreferrer noopener');
    expect(row).toHaveTextContent('TGV INOUI 6171');
  });

  it('names the service by its trip when the board gives it, so a train and its replacement coach open their own pages', async () => {
    const ter = departure('856101', '2026-11-21T06:20', '2026-11-21T06:20', 'Saint-Malo');
    const coach = departure('856101', '2026-11-21T06:50', '2026-11-21T06:50', 'Saint-Malo');
    ter.trainInfo.codeCirculation = 'TER-BZH:0620';
    coach.trainInfo.codeCirculation = 'CAR-BZH:0650';
    fakeBff({
      '/api/bff/miv/get-station-timetable': { ...board, lignes: [board.lignes[0]!], horaires: { PLY: { depart: [ter, coach] } } },
    });
    await renderBlock(block);
    const [first, second] = await screen.findAllByRole('link', { name: /Saint-Malo/ });
    expect(new URLSearchParams(first!.getAttribute('href')!.split('?')[1]).get('codeCirculation')).toBe('TER-BZH:0620');
    expect(new URLSearchParams(second!.getAttribute('href')!.split('?')[1]).get('codeCirculation')).toBe('CAR-BZH:0650');
  });

  it('colours platform zones Verte, Bleue and Rose, and no other', async () => {
    fakeBff({ '/api/bff/miv/get-station-timetable': board });
    await renderBlock(block);
    const zone = async (name: string) => (await screen.findByText(`Zone ${name}`)).className;
    expect(await zone('Verte')).toMatch(/zoneGreen/);
    expect(await zone('Bleue')).toMatch(/zoneBlue/);
    expect(await zone('Rose')).toMatch(/zonePink/);
    expect(await zone('Jaune')).not.toMatch(/zone(Green|Blue|Pink)/);
  });

  it('shows ...loading, then No circulations found when empty or failing', async () => {
    fakeBff({
      '/api/bff/miv/get-station-timetable': (query: URLSearchParams) =>
        query.get('codeZoneArret') === '87686006' ? { gare: null, lignes: [], horaires: {} } : failWith(503),
    });
    const { unmount } = await renderBlock(block, { locale: 'en' });
    expect(screen.getByText('...loading')).toBeVisible();
    expect(await screen.findByText('No circulations found')).toBeVisible();
    unmount();
    await renderBlock({ ...block, codeZoneArret: '87000000' }, { locale: 'en' });
    expect(await screen.findByText('No circulations found')).toBeVisible();
  });

  it('reads the station from the query string when the block names none', async () => {
    const bff = fakeBff({ '/api/bff/miv/get-station-timetable': board });
    await renderBlock(schema.examples[1], { request: { path: '/gares/departs', search: '?codeZoneArret=87723197' } });
    expect(await screen.findByRole('heading', { name: 'Prochains départs' })).toBeVisible();
    expect(bff.calls[0]!.query.get('codeZoneArret')).toBe('87723197');
  });

  it('renders the loading text on the server', async () => {
    const html = await renderBlockToHtml(block);
    expect(html).toContain('data-island="station-departures"');
    expect(html).toContain('...chargement');
  });
});

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('station departures rendered on the server', () => {
  it('puts the departures in the server HTML, asked from the moment the page was rendered', async () => {
    const server = fakeInProcessBff({ '/api/bff/miv/get-station-timetable': board });
    const html = await renderBlockToHtml(block, { services: { bff: server.bff } });
    expect(html).toContain('Marseille Saint-Charles');
    expect(html).not.toContain('...chargement');
    expect(Number.isNaN(Date.parse(server.calls[0]!.query.get('dateHeure')!))).toBe(false);
  });

  it('hydrates with it: the browser keeps the server moment, so its request is the one answered and nothing is fetched', async () => {
    const server = fakeInProcessBff({ '/api/bff/miv/get-station-timetable': board });
    const browser = fakeBff({ '/api/bff/miv/get-station-timetable': failWith(503) });
    await renderBlock(block, { services: { bff: server.bff } });
    expect(screen.getByRole('heading', { name: 'Paris – Lyon – Marseille' })).toBeVisible();
    // SWR revalidates data it already holds on the next animation frame: let two pass.
    await nextFrame();
    await nextFrame();
    expect(screen.queryByText('Aucune circulation trouvée')).toBeNull();
    expect(browser.calls).toEqual([]);
  });
});
