// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock, renderBlockToHtml } from '../../../tests/helpers/render-block';
import { beside, form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

describe('webform elements', () => {
  it('telephone: type, phone and an extension of at most 20 digits', async () => {
    await renderBlock(form({ phone: { '#type': 'webform_telephone', '#title': 'Téléphone' } }));
    expect(within(screen.getByLabelText('Type')).getByRole('option', { name: '- Type -' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Numéro'), '0612345678');
    // The input takes 20 characters at most; letters are refused at submit.
    await userEvent.type(screen.getByLabelText('Poste'), '1'.repeat(25));
    expect(screen.getByLabelText('Poste')).toHaveValue('1'.repeat(20));
    await userEvent.clear(screen.getByLabelText('Poste'));
    await userEvent.type(screen.getByLabelText('Poste'), '12a');
    await submit();
    expect(beside('Le poste compte 20 chiffres au plus.')).toBeVisible();
  });

  it('date: "today" is the current day in the minimum message', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T10:00:00Z'), toFake: ['Date'] });
    await renderBlock(form({ day: { '#type': 'date', '#title': 'Date du voyage', '#date_date_min': 'today' } }));
    await userEvent.type(screen.getByLabelText('Date du voyage'), '2026-03-14');
    await submit();
    expect(beside('La date doit être le 15 mars 2026 ou après.')).toBeVisible();
    vi.useRealTimers();
  });

  it('date and time: every part must be filled', async () => {
    await renderBlock(form({ when: { '#type': 'datetime', '#title': 'Départ' } }));
    await userEvent.type(screen.getByLabelText('Date'), '2026-05-01');
    await submit();
    expect(beside('La valeur est invalide. Veuillez remplir chaque champ.')).toBeVisible();
  });

  it('star rating: 5 stars by default', async () => {
    const calls = serve({ '/api/webform': { body: { sid: 1 } } });
    await renderBlock(form({ note: { '#type': 'webform_rating', '#title': 'Votre note' } }));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByLabelText(/4 étoiles sur 5/));
    await submit();
    await screen.findByText('Merci !');
    expect(calls).toEqual(['/api/webform?langcode=fr']);
  });

  it('VAT check: disabled without country and number, then valid (01) and disabled once a result exists', async () => {
    serve({ '/api/defi/tva': { body: { valid: true, message: 'Numéro de TVA valide.' } } });
    await renderBlock(form({ vat: { '#type': 'webform_vat', '#title': 'TVA', '#required': true } }));
    const check = screen.getByRole('button', { name: 'Vérifier le numéro' });
    expect(check).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Pays de résidence fiscale'), 'FR');
    await userEvent.type(screen.getByLabelText('Numéro de TVA'), '40303265045');
    expect(check).toBeEnabled();
    await userEvent.click(check);
    expect(await screen.findByText('Numéro de TVA valide.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vérifier le numéro' })).toBeDisabled();
  });

  it('VAT check: a failed call shows webform.tva.error; no result is a required error', async () => {
    serve({ '/api/defi/tva': { status: 503, body: {} } });
    await renderBlock(form({ vat: { '#type': 'webform_vat', '#title': 'TVA', '#required': true } }));
    await userEvent.selectOptions(screen.getByLabelText('Pays de résidence fiscale'), 'BE');
    await userEvent.type(screen.getByLabelText('Numéro de TVA'), '0417497106');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    expect(await screen.findByText(/La vérification du numéro de TVA est indisponible/)).toBeVisible();
    await submit();
    expect(beside('Ce champ est obligatoire.')).toBeVisible();
  });

  it('autocomplete: offers the listed values and keeps only one of them', async () => {
    const calls = serve({ '/api/webform?langcode': { body: { sid: 1 } }, '/api/webform?op': { body: { Lyon: 'Lyon', Lille: 'Lille' } } });
    await renderBlock(form({ city: { '#type': 'webform_autocomplete', '#title': 'Gare', '#autocomplete_options': 'stations' } }));
    await waitFor(() => expect(calls).toContain('/api/webform?op=autocomplete_options&id=essai&options_id=stations'));
    await userEvent.type(screen.getByRole('combobox', { name: /Gare/ }), 'Ly');
    await userEvent.click(await screen.findByRole('option', { name: 'Lyon' }));
    expect(screen.getByRole('combobox', { name: /Gare/ })).toHaveValue('Lyon');
    // Moving on, as a person does after a pause, keeps the choice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: /Gare/ })).toHaveValue('Lyon');
  });

  it('autocomplete: what is typed before the list arrives stays, and its suggestions show when it comes; a text left unchosen is emptied', async () => {
    // The list answers only once the visitor has typed (a slow network).
    let answer: (body: Record<string, string>) => void = () => {};
    const list = new Promise<Record<string, string>>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (url: string) =>
      url.startsWith('/api/webform?op')
        ? new Response(JSON.stringify(await list), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 500 }),
    );
    await renderBlock(form({ city: { '#type': 'webform_autocomplete', '#title': 'Gare', '#autocomplete_options': 'stations' } }));
    const field = screen.getByRole('combobox', { name: /Gare/ });
    await userEvent.type(field, 'Ly');
    answer({ Lyon: 'Lyon', Lille: 'Lille' });
    await list;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).toHaveValue('Ly');
    // The suggestions of the text typed show as the list arrives, with no other key pressed.
    expect(await screen.findByRole('option', { name: 'Lyon' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Lille' })).toBeNull();
    await userEvent.type(field, 'o');
    await userEvent.click(await screen.findByRole('option', { name: 'Lyon' }));
    expect(field).toHaveValue('Lyon');
    await userEvent.clear(field);
    await userEvent.type(field, 'Paris');
    expect(field).toHaveValue('Paris');
    await userEvent.tab();
    expect(field).toHaveValue('');
  });

  it('files: refuses too large files, shows sizes in KB, and says when an upload gets no fid', async () => {
    serve({ '/api/webformFile': { status: 500, body: {} } });
    await renderBlock(
      form({ proof: { '#type': 'managed_file', '#title': 'Justificatif', '#max_filesize': 1, '#file_extensions': 'pdf' } }),
    );
    expect(screen.getByText('1 MB au plus. Formats acceptés : pdf.')).toBeVisible();
    const input = screen.getByLabelText('Justificatif');
    await userEvent.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'gros.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Le fichier gros.pdf dépasse la taille maximale de 1 MB.')).toBeVisible();
    await userEvent.upload(input, new File([new Uint8Array(2048)], 'billet.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("L'envoi du fichier billet.pdf a échoué. Réessayez.")).toBeVisible();
  });

  it('files: lists uploaded files with their size and sends their fids', async () => {
    serve({ '/api/webformFile': { body: { fid: 42 } } });
    await renderBlock(form({ proof: { '#type': 'managed_file', '#title': 'Justificatif', '#file_extensions': 'pdf' } }));
    await userEvent.upload(
      screen.getByLabelText('Justificatif'),
      new File([new Uint8Array(300 * 1024)], 'billet.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('billet.pdf (300 KB)')).toBeVisible();
    expect(screen.getByLabelText('Justificatif')).toBeDisabled();
  });

  it("files: the button and the status are in the page's language wherever scripts run, before hydration too; without them, the browser's own control", async () => {
    const proof = form({ proof: { '#type': 'managed_file', '#title': 'Proof', '#file_extensions': 'pdf', '#multiple': true } });
    const html = await renderBlockToHtml(proof, { locale: 'en' });
    expect(html).toContain('type="file"');
    // In the server's HTML, drawn only where scripts run (a style), so the form need not be hydrated to show them.
    expect(html).toMatch(/class="[^"]*scriptsOnly[^"]*"[^>]*>Choose files</);
    expect(html).toMatch(/class="[^"]*scriptsOnly[^"]*"[^>]*>No file chosen</);
    serve({ '/api/webformFile': { body: { fid: 7 } } });
    await renderBlock(proof, { locale: 'en' });
    expect(await screen.findByText('Choose files')).toBeVisible();
    expect(screen.getByText('No file chosen')).toBeVisible();
    // The browser's input is still what the label names and what a click or a key reaches.
    await userEvent.upload(screen.getByLabelText('Proof'), new File([new Uint8Array(2048)], 'ticket.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('ticket.pdf (2 KB)')).toBeVisible();
    expect(screen.queryByText('No file chosen')).toBeNull();
  });

  it("captcha: the server's page says the check is to come; the form's script runs it and says how it went", async () => {
    const robotCheck = form({ robot: { '#type': 'captcha' } });
    expect(await renderBlockToHtml(robotCheck)).toContain('La vérification anti-robot se fera pendant que vous remplissez le formulaire.');
    serve({ '/api/webform/captcha': { status: 503, body: {} } });
    await renderBlock(robotCheck);
    expect(await screen.findByText("La vérification anti-robot n'a pas pu se faire. Rechargez la page.")).toBeVisible();
  });

  it('select with "Other…": choosing it reveals a text input whose text is the value', async () => {
    await renderBlock(form({ reason: { '#type': 'webform_select_other', '#title': 'Motif', '#options': { retard: 'Retard' } } }));
    await userEvent.selectOptions(screen.getByLabelText('Motif'), 'Autre…');
    await userEvent.type(screen.getByRole('textbox', { name: 'Autre…' }), 'Grève');
    expect(screen.getByRole('textbox', { name: 'Autre…' })).toHaveValue('Grève');
  });

  it('checkboxes with #multiple 2: a third option cannot be ticked', async () => {
    await renderBlock(
      form({
        s: { '#type': 'checkboxes', '#title': 'Services', '#multiple': 2, '#options': { wifi: 'Wi-Fi', bar: 'Bar', prise: 'Prise' } },
      }),
    );
    await userEvent.click(screen.getByLabelText('Wi-Fi'));
    await userEvent.click(screen.getByLabelText('Bar'));
    expect(screen.getByLabelText('Prise')).toBeDisabled();
  });

  it('custom composite: rows of sub-elements, added under the limit', async () => {
    await renderBlock(
      form({
        who: {
          '#type': 'webform_custom_composite',
          '#title': 'Voyageurs',
          '#multiple': 2,
          '#element': { nom: { '#type': 'textfield', '#title': 'Nom' } },
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne à « Voyageurs »' }));
    expect(screen.getAllByLabelText(/Nom/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ajouter une ligne à « Voyageurs »' })).toBeNull();
  });

  it('containers, markup and the debug confirmation showing the stored submission', async () => {
    serve({ '/api/webform': { body: { sid: 9, data: { name: 'Camille' } } } });
    await renderBlock(
      form(
        {
          intro: { '#type': 'webform_markup', '#markup': '<p>Tous les champs sont <strong>utiles</strong>.</p>' },
          more: { '#type': 'details', '#title': 'Plus', name: { '#type': 'textfield', '#title': 'Nom' } },
          sec: { '#type': 'webform_section', '#title': 'Section', '#title_tag': 'h3' },
        },
        { type: 'debug', message: '<p>Reçu.</p>' },
      ),
    );
    expect(screen.getByText('utiles').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeVisible();
    await submit();
    expect(await screen.findByText('Données enregistrées')).toBeVisible();
    expect(screen.getByText(/"name": "Camille"/)).toBeVisible();
  });
});
