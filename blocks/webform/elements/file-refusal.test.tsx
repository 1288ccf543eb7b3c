// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../../tests/helpers/render-block';
import { form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

const tooLarge = () => new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'photo.jpg', { type: 'image/jpeg' });

describe('a refused file', () => {
  it('is refused with its message, not the form: an optional file field lets the form be sent', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 1 } } }, bodies);
    await renderBlock(
      form({
        name: { '#type': 'textfield', '#title': 'Nom', '#required': true },
        attachment: { '#type': 'managed_file', '#title': 'Pièce jointe', '#max_filesize': 2, '#file_extensions': 'pdf jpg' },
      }),
    );
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Camille Martin');
    await userEvent.upload(screen.getByLabelText('Pièce jointe'), tooLarge());
    const message = screen.getByText('Le fichier photo.jpg dépasse la taille maximale de 2 MB.');
    expect(message).toBeVisible();
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Pièce jointe').getAttribute('aria-describedby')).toContain(message.closest('[role="alert"]')!.id);
    await submit();
    expect(await screen.findByText('Merci !')).toBeVisible();
    expect(bodies[0]).toMatchObject({ name: 'Camille Martin', attachment: '' });
  });

  it('leaves a required file field required: the form is refused for the missing file, not for the refused one', async () => {
    serve({});
    await renderBlock(form({ proof: { '#type': 'managed_file', '#title': 'Justificatif', '#max_filesize': 2, '#required': true } }));
    await userEvent.upload(screen.getByLabelText(/^Justificatif/), tooLarge());
    await submit();
    const summary = await screen.findByRole('heading', { name: 'Le formulaire contient 1 erreur.' });
    expect(summary.closest('[role="alert"]')).toHaveTextContent('Justificatif : Ce champ est obligatoire.');
  });
});
