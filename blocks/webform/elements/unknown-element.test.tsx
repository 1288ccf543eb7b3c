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
