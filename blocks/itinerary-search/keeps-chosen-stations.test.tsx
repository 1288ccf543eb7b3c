// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/itinerary-search.schema.json';
import { fakeBff } from '../../tests/helpers/fake-bff';
import { LYON_PART_DIEU, PARIS_GARE_DE_LYON } from '../../tests/helpers/journey-fixtures';
import { renderBlock } from '../../tests/helpers/render-block';

/** Longer than the lookup's debounce: the suggestions have settled, as they have for a person. */
const PAUSE_MS = 600;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

const stations = {
  '/api/bff/locations': (query: URLSearchParams) => (query.get('libelle')!.startsWith('Ly') ? [LYON_PART_DIEU] : [PARIS_GARE_DE_LYON]),
};

/**
 * Chosen stations outlive the pauses, blurs and edits of a person filling the form at their pace.
 * Typing key by key through react-aria's combo boxes in jsdom takes 13 s a test on a quiet
 * machine and past the suite's 20 s beside another worker: each test gets a minute.
 */
describe('itinerary search at a person’s pace', { timeout: 60_000 }, () => {
  it('keeps a station picked with the mouse after a pause and a Tab, and after the other field is filled', async () => {
    fakeBff(stations);
    await renderBlock(schema.examples[0]);
    const departure = screen.getByRole('combobox', { name: 'Départ' });
    await userEvent.type(departure, 'Paris Gare');
    await userEvent.click(await screen.findByRole('option', { name: /Paris Gare de Lyon/ }));
    await pause();
    await userEvent.tab();
    await pause();
    expect(departure).toHaveValue('Paris Gare de Lyon');
    expect(departure).not.toHaveAttribute('aria-invalid', 'true');

    const arrival = screen.getByRole('combobox', { name: 'Arrivée' });
    await userEvent.click(arrival);
    await userEvent.type(arrival, 'Lyon');
    await userEvent.click(await screen.findByRole('option', { name: /Lyon Part-Dieu/ }));
    await pause();
    await userEvent.click(departure);
    await pause();
    await userEvent.tab();
    await pause();
    expect(departure).toHaveValue('Paris Gare de Lyon');
    expect(arrival).toHaveValue('Lyon Part-Dieu');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechercher' })).toBeEnabled());
  });

  it('keeps a station picked with ArrowDown and Enter after a pause and a Tab', async () => {
    fakeBff(stations);
    await renderBlock(schema.examples[0]);
    const departure = screen.getByRole('combobox', { name: 'Départ' });
    await userEvent.type(departure, 'Paris Gare');
    await screen.findByRole('option', { name: /Paris Gare de Lyon/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await pause();
    await userEvent.tab();
    await pause();
    expect(departure).toHaveValue('Paris Gare de Lyon');
  });

  it('takes a name typed in full as its suggestion, and leaves any other text as typed with no station chosen', async () => {
    fakeBff(stations);
    await renderBlock(schema.examples[0]);
    const departure = screen.getByRole('combobox', { name: 'Départ' });
    await userEvent.type(departure, 'paris gare de lyon');
    await screen.findByRole('option', { name: /Paris Gare de Lyon/ });
    await userEvent.tab();
    await pause();
    expect(departure).toHaveValue('Paris Gare de Lyon');

    const arrival = screen.getByRole('combobox', { name: 'Arrivée' });
    await userEvent.type(arrival, 'Lyo');
    await screen.findByRole('option', { name: /Lyon Part-Dieu/ });
    await userEvent.tab();
    await pause();
    expect(arrival).toHaveValue('Lyo');
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
  });
});
