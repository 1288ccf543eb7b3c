// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/itinerary-search.schema.json';
import { failWith, fakeBff } from '../../tests/helpers/fake-bff';
import { LYON_PART_DIEU, PARIS_GARE_DE_LYON, PARIS_TOWN } from '../../tests/helpers/journey-fixtures';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const form = schema.examples[0];
const hiddenValue = (name: string) => document.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;
/** Every value the form would send under a name: the direction must go once, whatever carries it. */
const sent = (name: string) => new FormData(screen.getByRole('button', { name: 'Rechercher' }).closest('form')!).getAll(name);

async function choose(label: string, typed: string, option: string) {
  const field = screen.getByRole('combobox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('itinerary search form', () => {
  it('suggests places from 2 characters, in the order the server gave, without filtering them', async () => {
    const bff = fakeBff({ '/api/bff/locations': [PARIS_TOWN, LYON_PART_DIEU] });
    await renderBlock(form);
    const field = screen.getByRole('combobox', { name: 'Départ' });
    await userEvent.type(field, 'P');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bff.calls).toHaveLength(0);
    await userEvent.type(field, 'a');
    const options = await screen.findAllByRole('option');
    // "Lyon Part-Dieu" does not start with "Pa": the browser keeps it all the same.
    expect(options.map((option) => option.textContent)).toEqual(['ParisVille', 'Lyon Part-DieuGare']);
    expect(bff.calls[0]!.query.get('libelle')).toBe('Pa');
    expect(bff.calls[0]!.query.get('typeEmplacement')).toBe('TOUS');
  });

  it('says when nothing matches, and when the lookup fails', async () => {
    fakeBff({ '/api/bff/locations': (query: URLSearchParams) => (query.get('libelle') === 'Zzz' ? [] : failWith(503)) });
    await renderBlock(form);
    const field = screen.getByRole('combobox', { name: 'Départ' });
    await userEvent.type(field, 'Zzz');
    expect(await screen.findByText('Aucun résultat ne correspond à votre saisie.')).toBeVisible();
    await userEvent.type(field, 'q');
    expect(await screen.findByText('Impossible de charger les suggestions. Réessayez dans un instant.')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('keeps the search button disabled until both places are chosen, then carries the URL parameters', async () => {
    fakeBff({
      '/api/bff/locations': (query: URLSearchParams) => (query.get('libelle')!.startsWith('Ly') ? [LYON_PART_DIEU] : [PARIS_GARE_DE_LYON]),
    });
    await renderBlock(form);
    const submit = screen.getByRole('button', { name: 'Rechercher' });
    expect(submit).toBeDisabled();
    await choose('Départ', 'Paris', 'Paris Gare de Lyon');
    expect(submit).toBeDisabled();
    await choose('Arrivée', 'Lyon', 'Lyon Part-Dieu');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(hiddenValue('departureLabel')).toBe('Paris Gare de Lyon');
    expect(hiddenValue('departureCode')).toBe('87686006');
    expect(hiddenValue('departureType')).toBe('ZONE_ARRET');
    expect(hiddenValue('departureLat')).toBe('48.844888');
    expect(hiddenValue('arrivalCode')).toBe('87723197');
    expect(hiddenValue('arrivalLng')).toBe('4.859435');
    expect(sent('sens')).toEqual(['PARTIR_APRES']);
    expect(hiddenValue('date')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(screen.getByRole('button', { name: 'Rechercher' }).closest('form')!.getAttribute('action')).toBe('/itineraires/resultats');
  });

  it('arrive-before changes the direction sent', async () => {
    fakeBff({ '/api/bff/locations': [PARIS_GARE_DE_LYON] });
    await renderBlock(form, {
      request: {
        path: '/itineraires/resultats',
        search:
          '?departureLabel=Paris&departureCode=1&departureType=ZONE_ARRET&departureLat=1&departureLng=2&arrivalLabel=Lyon&arrivalCode=2&arrivalType=ZONE_ARRET&arrivalLat=3&arrivalLng=4&sens=PARTIR_APRES&date=2026-12-01T08:30',
      },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Arriver avant' }));
    expect(sent('sens')).toEqual(['ARRIVER_AVANT']);
    expect(hiddenValue('date')).toBe('2026-12-01T08:30');
    expect(screen.getByRole('combobox', { name: 'Départ' })).toHaveValue('Paris');
  });

  it('is an island hydrated on first use: its date and combo-box code is not fetched to show the page', async () => {
    // What is typed meanwhile reaches the autocomplete (engine/replay-early-edits.ts, tests/e2e/home-search.e2e.ts).
    const html = await renderBlockToHtml(form);
    expect(html).toContain('data-island="itinerary-search"');
    expect(html).toContain('data-hydrate="interaction"');
  });

  it("is a plain GET form before hydration: typed names, the server's day and time written as in French, the direction radios", async () => {
    const html = await renderBlockToHtml(form, { services: {} });
    expect(html).toMatch(/<form[^>]*action="\/itineraires\/resultats"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="departureLabel"/);
    expect(html).toMatch(/<input[^>]*name="arrivalLabel"/);
    // Text fields, not the browser's own (which follow the browser's language, not the page's).
    const field = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(field('day')).toMatch(/type="text"[^>]*placeholder="jj\/mm\/aaaa"[^>]*value="\d{2}\/\d{2}\/\d{4}"/);
    expect(field('time')).toMatch(/type="text"[^>]*placeholder="hh:mm"[^>]*value="([01]\d|2[0-3]):[0-5]\d"/);
    expect(html).not.toMatch(/type="(date|time)"/);
    expect(html).toMatch(/<input[^>]*name="sens"[^>]*value="PARTIR_APRES"/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    expect(html).not.toContain('name="departureCode"');
  });

  it('starts from a typed search in the URL', async () => {
    fakeBff({ '/api/bff/locations': [] });
    await renderBlock(form, {
      request: {
        path: '/itineraires/resultats',
        search: '?departureLabel=lyon&arrivalLabel=Marseille&sens=ARRIVER_AVANT&day=2026-12-01&time=09:15',
      },
    });
    expect(screen.getByRole('combobox', { name: 'Départ' })).toHaveValue('lyon');
    expect(screen.getByRole('combobox', { name: 'Arrivée' })).toHaveValue('Marseille');
    expect(screen.getByRole('radio', { name: 'Arriver avant' })).toBeChecked();
  });
});
