// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, fakeInProcessBff } from '../../tests/helpers/fake-bff';
import { journey, RESULTS_QUERY, ride } from '../../tests/helpers/journey-fixtures';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const block = { type: 'itinerary-results' };
const at = (search: string) => ({ request: { path: '/itineraires/resultats', search } });

// Arriving before 10:00 on Sunday 22 November: an overnight train left on the 21st but arrives between two Sunday trains.
const early = journey('early', [ride('Paris Gare de Lyon', '2026-11-22T06:00', 'Lyon Part-Dieu', '2026-11-22T08:00', { numero: '6601' })]);
const overnight = journey('overnight', [
  ride('Paris Gare de Lyon', '2026-11-21T23:30', 'Lyon Part-Dieu', '2026-11-22T08:30', { numero: '5771' }),
]);
const later = journey('later', [ride('Paris Gare de Lyon', '2026-11-22T07:00', 'Lyon Part-Dieu', '2026-11-22T09:00', { numero: '6603' })]);
const arriveBefore = RESULTS_QUERY.replace('sens=PARTIR_APRES', 'sens=ARRIVER_AVANT').replace('2026-11-21T06:00', '2026-11-22T10:00');

describe('itinerary results: the rules of the specification', () => {
  it('arriving before, shows each day once, days in order, even when an overnight journey arrives between two of the next day', async () => {
    fakeBff({ '/api/bff/itineraries': [later, overnight, early] });
    await renderBlock(block, at(arriveBefore));
    await screen.findByRole('heading', { name: 'dimanche 22 novembre' });
    const days = [...document.querySelectorAll('h3[id^="day-"]')].map((heading) => heading.textContent);
    expect(days).toEqual(['samedi 21 novembre', 'dimanche 22 novembre']);
    expect(document.querySelectorAll('[id="day-2026-11-22"]')).toHaveLength(1);
    // Within Sunday, the order of the list (by arrival) is kept.
    const sunday = screen.getByRole('heading', { name: 'dimanche 22 novembre' }).closest('section')!;
    expect([...sunday.querySelectorAll('li')].map((item) => item.textContent?.match(/\d{2}:\d{2}/)?.[0])).toEqual(['06:00', '07:00']);
  });

  it('departs after when the address has no sens, or an unknown one', async () => {
    for (const search of [RESULTS_QUERY.replace('&sens=PARTIR_APRES', ''), RESULTS_QUERY.replace('sens=PARTIR_APRES', 'sens=N_IMPORTE')]) {
      const bff = fakeBff({ '/api/bff/itineraries': [early] });
      const { unmount } = await renderBlock(block, at(search));
      expect(await screen.findByRole('button', { name: 'Voir les itinéraires suivants' })).toBeVisible();
      expect(bff.calls[0]!.query.get('sens')).toBe('PARTIR_APRES');
      unmount();
    }
  });

  it('shows a spinner in the show-more button while the next page is fetched', async () => {
    let release: () => void = () => {};
    fakeBff({
      '/api/bff/itineraries': (query: URLSearchParams) =>
        query.get('initialQuery') === 'true' ? [early] : new Promise<unknown>((resolve) => (release = () => resolve([]))),
    });
    await renderBlock(block, at(RESULTS_QUERY));
    const more = await screen.findByRole('button', { name: 'Voir les itinéraires suivants' });
    expect(more.querySelector('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(more);
    const pending = screen.getByRole('button', { name: 'Chargement…' });
    expect(pending).toBeDisabled();
    expect(pending.querySelector('[aria-hidden="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chargement…' })).toBeNull());
  });

  it('does not ask for itineraries when a place has no coordinates, and shows no results', async () => {
    const withoutCoordinates = RESULTS_QUERY.replace('&arrivalLat=45.760581&arrivalLng=4.859435', '');
    const bff = fakeBff({ '/api/bff/itineraries': [early] });
    await renderBlock(block, at(withoutCoordinates));
    expect(await screen.findByText('Aucun itinéraire trouvé.')).toBeVisible();
    expect(bff.calls).toHaveLength(0);
  });

  it('does not ask on the server either', async () => {
    const server = fakeInProcessBff({ '/api/bff/itineraries': [early] });
    const html = await renderBlockToHtml(block, {
      ...at(RESULTS_QUERY.replace('&departureLng=2.374305', '')),
      services: { bff: server.bff },
    });
    expect(server.calls).toHaveLength(0);
    expect(html).toContain('Aucun itinéraire trouvé.');
  });
});
