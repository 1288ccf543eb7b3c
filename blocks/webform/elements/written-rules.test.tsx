// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../../tests/helpers/render-block';
import { beside, form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

describe('webform rules the definition writes', () => {
  it('a lower-case mask, as Drupal writes it, lower-cases what the visitor types', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 1 } } }, bodies);
    await renderBlock(form({ login: { '#type': 'textfield', '#title': 'Identifiant', '#input_mask': "'casing': 'lower'" } }));
    await userEvent.type(screen.getByLabelText('Identifiant'), 'Camille.MARTIN');
    expect(screen.getByLabelText('Identifiant')).toHaveValue('camille.martin');
    await submit();
    await screen.findByText('Merci !');
    expect(bodies[0]).toMatchObject({ login: 'camille.martin' });
  });

  it("an e-mail pair that differs shows the definition's own #mismatch_message", async () => {
    await renderBlock(
      form({
        email: { '#type': 'webform_email_confirm', '#title': 'E-mail', '#mismatch_message': 'Les deux adresses doivent être identiques.' },
      }),
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'camille@exemple.fr');
    await userEvent.type(screen.getByLabelText("Confirmez l'adresse e-mail"), 'camille@exemple.com');
    expect(beside('Les deux adresses doivent être identiques.')).toBeVisible();
    expect(screen.queryByText('Les adresses e-mail saisies ne correspondent pas.')).toBeNull();
  });

  it("an autocomplete whose options cannot be loaded says why, with the answer's message.message", async () => {
    const calls = serve({
      '/api/webform?op=autocomplete_options': { status: 404, body: { message: { message: 'La liste des gares est indisponible.' } } },
    });
    await renderBlock(form({ station: { '#type': 'webform_autocomplete', '#title': 'Gare', '#autocomplete_options': 'gares' } }));
    expect(await screen.findByText('La liste des gares est indisponible.')).toBeVisible();
    expect(calls).toEqual(['/api/webform?op=autocomplete_options&id=essai&options_id=gares']);
  });
});
