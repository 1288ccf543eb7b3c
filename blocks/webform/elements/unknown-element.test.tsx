// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../../tests/helpers/render-block';
import { form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('an element type without a renderer', () => {
  it('shows, in a production build too, a notice with the raw element, logged once; the rest of the form works', async () => {
    vi.stubEnv('DEV', false);
    serve({ '/api/webform': { body: { sid: 1 } } });
    const log = vi.fn();
    await renderBlock(
      form({
        name: { '#type': 'textfield', '#title': 'Nom' },
        seat: { '#type': 'webform_seat_picker', '#title': 'Votre place', '#coach': 12 },
        seat_back: { '#type': 'webform_seat_picker', '#title': 'Place au retour' },
      }),
      { log },
    );
    const notices = screen.getAllByRole('note');
    expect(notices).toHaveLength(2);
    expect(notices[0]).toHaveTextContent("Type d'élément de formulaire inconnu : webform_seat_picker");
    expect(notices[0]!.querySelector('pre')!.textContent).toBe(
      JSON.stringify({ seat: { '#type': 'webform_seat_picker', '#title': 'Votre place', '#coach': 12 } }, null, 2),
    );
    expect(log.mock.calls.filter(([message]) => String(message).includes('webform_seat_picker'))).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Nom'), 'Camille');
    await submit();
    expect(await screen.findByText('Merci !')).toBeVisible();
  });
});

describe('a group of radios or checkboxes of a type without a renderer', () => {
  it('shows the error that its type is not supported, under its title, no debug block; the rest of the form works', async () => {
    serve({ '/api/webform': { body: { sid: 1 } } });
    await renderBlock(
      form({
        name: { '#type': 'textfield', '#title': 'Nom' },
        seats: { '#type': 'webform_radios_fancy', '#title': 'Votre voiture', '#options': { '1': 'Voiture 1', '2': 'Voiture 2' } },
        extras: { '#type': 'webform_term_checkboxes_tree', '#title': 'Vos options' },
      }),
    );
    expect(screen.queryAllByRole('note')).toEqual([]);
    expect(document.querySelector('pre')).toBeNull();
    expect(screen.getByText('Votre voiture')).toBeVisible();
    expect(
      screen.getByText(
        'Le type d’élément « webform_radios_fancy » n’est pas pris en charge pour un groupe de boutons radio ou de cases à cocher.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/« webform_term_checkboxes_tree » n’est pas pris en charge/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Nom'), 'Camille');
    await submit();
    expect(await screen.findByText('Merci !')).toBeVisible();
  });
});
