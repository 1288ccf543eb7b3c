// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../tests/helpers/render-block';
import { form, serve, submit } from '../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

/** A contact form as the site's: its confirmation is a message shown above a fresh form. */
const contact = (extra: Record<string, unknown> = {}) =>
  form(
    {
      name: { '#type': 'textfield', '#title': 'Nom et prénom', '#required': true },
      email: {
        '#type': 'webform_email_confirm',
        '#title': 'Adresse e-mail',
        '#confirm__title': 'Confirmez votre adresse e-mail',
        '#required': true,
      },
      ...extra,
      actions: { '#type': 'webform_actions', '#submit__label': 'Envoyer', '#reset__label': 'Effacer' },
    },
    { type: 'message', message: '<p>Merci, votre message est bien envoyé.</p>' },
  );

async function fillContact(name: string, email: string) {
  await userEvent.type(screen.getByLabelText(/^Nom et prénom/), name);
  await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Confirmez votre adresse e-mail/), email);
}

describe('a form after it is sent or reset', () => {
  it('a message confirmation shows above a form whose every entry is empty, the e-mail pair included, and it sends again', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 1 } } }, bodies);
    await renderBlock(contact());
    await fillContact('Camille Martin', 'camille@exemple.fr');
    await submit();
    expect(await screen.findByText('Merci, votre message est bien envoyé.')).toBeVisible();
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirmez votre adresse e-mail/)).toHaveValue('');
    await fillContact('Louis Bernard', 'louis@exemple.fr');
    await submit();
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ name: 'Louis Bernard', email: 'louis@exemple.fr' });
    expect(screen.queryByText(/Ce champ est obligatoire/)).toBeNull();
  });

  it('sent with an empty e-mail pair, the second send is refused for the e-mail only, as the boxes show', async () => {
    serve({ '/api/webform': { body: { sid: 1 } } });
    await renderBlock(contact());
    await fillContact('Camille Martin', 'camille@exemple.fr');
    await submit();
    await screen.findByText('Merci, votre message est bien envoyé.');
    await userEvent.type(screen.getByLabelText(/^Nom et prénom/), 'Louis Bernard');
    await submit();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveTextContent('Adresse e-mail : Ce champ est obligatoire.');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('');
  });

  it('the reset button empties every entry, the e-mail pair and the file list included, and focuses the first field', async () => {
    serve({ '/api/webformFile': { body: { fid: 7 } } });
    await renderBlock(contact({ attachment: { '#type': 'managed_file', '#title': 'Pièce jointe', '#file_extensions': 'pdf' } }));
    await fillContact('Camille Martin', 'camille@exemple.fr');
    await userEvent.upload(
      screen.getByLabelText('Pièce jointe'),
      new File([new Uint8Array(2048)], 'billet.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('billet.pdf (2 KB)');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirmez votre adresse e-mail/)).toHaveValue('');
    expect(screen.queryByText('billet.pdf (2 KB)')).toBeNull();
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveFocus();
  });

  it('a VAT number checked before sending is gone from the fresh form', async () => {
    serve({ '/api/defi/tva': { body: { valid: true, message: 'Numéro de TVA valide.' } }, '/api/webform': { body: { sid: 1 } } });
    await renderBlock(contact({ vat: { '#type': 'webform_vat', '#title': 'TVA' } }));
    await fillContact('Camille Martin', 'camille@exemple.fr');
    await userEvent.selectOptions(screen.getByLabelText('Pays de résidence fiscale'), 'FR');
    await userEvent.type(screen.getByLabelText('Numéro de TVA'), '40303265045');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    await screen.findByText('Numéro de TVA valide.');
    await submit();
    await screen.findByText('Merci, votre message est bien envoyé.');
    expect(screen.getByLabelText('Numéro de TVA')).toHaveValue('');
    expect(screen.getByLabelText('Pays de résidence fiscale')).toHaveValue('');
    expect(screen.queryByText('Numéro de TVA valide.')).toBeNull();
  });
});
