// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/webform-block.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const form = (elements: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'webform-block',
  form: 'essai',
  definition: {
    id: 'essai',
    langcode: 'fr',
    title: 'Formulaire d’essai',
    status: 'open',
    confirmation: { type: 'inline', message: '<p>Merci !</p>', backMessage: 'Nouvelle demande' },
    elements,
    ...extra,
  },
});

function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('webform block', () => {
  it('says the form is unavailable, not closed, when it could not load or does not exist', async () => {
    await renderBlock({ type: 'webform-block', form: 'rejetee' });
    expect(screen.getByRole('status')).toHaveTextContent('Ce formulaire n’est pas disponible pour le moment. Réessayez plus tard.');
  });

  it('shows the form title as its heading, or, with hideTitle (the page heading names it), to assistive technologies only', async () => {
    const titled = await renderBlock(form({ name: { '#type': 'textfield', '#title': 'Nom' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Formulaire d’essai' })).not.toHaveClass('visually-hidden');
    titled.unmount();
    await renderBlock({ ...form({ name: { '#type': 'textfield', '#title': 'Nom' } }), hideTitle: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Formulaire d’essai' })).toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Formulaire d’essai' })).toContainElement(screen.getByRole('textbox', { name: 'Nom' }));
  });

  it('says a form is closed only when its status says so', async () => {
    await renderBlock(form({ name: { '#type': 'textfield', '#title': 'Nom' } }, { status: 'closed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ce formulaire est fermé.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('marks required fields with an asterisk and hides #access false fields', async () => {
    await renderBlock(
      form({
        name: { '#type': 'textfield', '#title': 'Nom', '#required': true },
        secret: { '#type': 'textfield', '#title': 'Interne', '#access': false },
      }),
    );
    const name = screen.getByLabelText(/Nom/);
    expect(name).toBeRequired();
    expect(screen.getByText('Nom').querySelector('[aria-hidden="true"]')?.textContent).toContain('*');
    expect(screen.queryByLabelText('Interne')).toBeNull();
  });

  it('shows and hides a field with #states, and gives it its value back', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.queryByLabelText('Précisez')).toBeNull();
    await userEvent.click(screen.getByLabelText('Autre'));
    await userEvent.type(screen.getByLabelText('Précisez'), 'Carte perdue');
    await userEvent.click(screen.getByLabelText('Billet'));
    expect(screen.queryByLabelText('Précisez')).toBeNull();
    await userEvent.click(screen.getByLabelText('Autre'));
    expect(screen.getByLabelText('Précisez')).toHaveValue('Carte perdue');
  });

  it('blocks submit on errors, scrolls to the first field in error and focuses it, under a summary whose links lead to each field, and sends nothing', async () => {
    const calls = answer(200, { sid: 1 });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await renderBlock(schema.examples[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Être rappelé' }));
    const summary = screen.getByRole('alert');
    expect(screen.getByLabelText(/Nom/)).toHaveFocus();
    expect(scrolled[0]).toBe(screen.getByLabelText(/Nom/));
    expect(within(summary).getByRole('heading')).toHaveTextContent('Le formulaire contient 3 erreurs.');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#webform-rappel-name',
      '#webform-rappel-reason',
      '#webform-rappel-phone',
    ]);
    expect(links[0]).toHaveTextContent('Nom : Ce champ est obligatoire.');
    // Each message also shows beside its field.
    expect(screen.getAllByText('Ce champ est obligatoire.').filter((message) => !summary.contains(message))).toHaveLength(3);
    await userEvent.click(links[2]!);
    expect(screen.getByLabelText(/Téléphone/)).toHaveFocus();
    await userEvent.click(links[1]!);
    expect(screen.getByLabelText('Billet')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the values with webform_id and shows the inline confirmation, whose back button resets the form', async () => {
    const calls = answer(200, { sid: 3 });
    await renderBlock(schema.examples[0]);
    await userEvent.type(screen.getByLabelText(/Nom/), 'Camille Martin');
    await userEvent.click(screen.getByLabelText('Billet'));
    await userEvent.type(screen.getByLabelText(/Téléphone/), '06 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Être rappelé' }));
    expect(await screen.findByText('Merci, un conseiller vous rappelle sous 48 heures.')).toBeVisible();
    expect(calls[0]!.url).toBe('/api/webform?langcode=fr');
    expect(calls[0]!.body).toEqual({
      name: 'Camille Martin',
      reason: 'billet',
      details: '',
      phone: '06 12 34 56 78',
      webform_id: 'rappel',
    });
    expect(screen.getByRole('heading', { name: 'Demande envoyée' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    expect(screen.getByLabelText(/Nom/)).toHaveValue('');
    // Back on the form, focus is on its first field.
    expect(screen.getByLabelText(/Nom/)).toHaveFocus();
  });

  it('shows the server errors as HTML under their fields, nested keys split on ][', async () => {
    answer(400, { message: { message: 'Submitted Data contains validation errors.', error: { phone: 'Numéro <em>inconnu</em>.' } } });
    await renderBlock(schema.examples[0]);
    await userEvent.type(screen.getByLabelText(/Nom/), 'Camille');
    await userEvent.click(screen.getByLabelText('Billet'));
    await userEvent.type(screen.getByLabelText(/Téléphone/), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Être rappelé' }));
    const [inSummary, beside] = await screen.findAllByText('inconnu');
    expect(inSummary!.closest('a')).toHaveAttribute('href', '#webform-rappel-phone');
    expect(beside!.tagName).toBe('EM');
    expect(screen.getByLabelText(/Téléphone/)).toHaveAccessibleDescription('Numéro inconnu.');
  });

  it('shows the closed message instead of a closed form', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.getByText(/Les déclarations en ligne sont suspendues/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('renders the debug block for an unknown #type and the rest of the form', async () => {
    await renderBlock(form({ opinion: { '#type': 'site_opinion', '#title': 'Avis' }, name: { '#type': 'textfield', '#title': 'Nom' } }));
    expect(screen.getByText('Type d’élément de formulaire inconnu : site_opinion'.replace('’', "'"))).toBeVisible();
    expect(screen.getByLabelText('Nom')).toBeVisible();
  });

  it('says an element outside a table row is misplaced, and renders the rows', async () => {
    await renderBlock(
      form({
        table: {
          '#type': 'webform_table',
          loose: { '#type': 'textfield', '#title': 'Perdu' },
          row: { '#type': 'webform_table_row', cell: { '#type': 'textfield', '#title': 'Cellule' } },
        },
      }),
    );
    expect(screen.getByText(/L'élément de formulaire loose n'est pas dans une ligne de tableau/)).toBeVisible();
    expect(screen.getByLabelText('Cellule')).toBeVisible();
  });

  it('keeps the e-mail empty until both entries match, with the French mismatch message', async () => {
    const calls = answer(200, { sid: 1 });
    await renderBlock(form({ mail: { '#type': 'webform_email_confirm', '#title': 'E-mail', '#required': true } }));
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'a@exemple.fr');
    await userEvent.type(screen.getByLabelText(/Confirmez/), 'b@exemple.fr');
    expect(screen.getAllByText('Les adresses e-mail saisies ne correspondent pas.').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(calls).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/Confirmez/));
    await userEvent.type(screen.getByLabelText(/Confirmez/), 'a@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Merci !');
    expect(calls[0]!.body).toMatchObject({ mail: 'a@exemple.fr' });
  });

  it('opens the terms in a modal from the link in the label; checked stores 1, unchecked 0', async () => {
    const calls = answer(200, { sid: 1 });
    await renderBlock(
      form({
        terms: {
          '#type': 'webform_terms_of_service',
          '#title': "J'accepte les {conditions générales}.",
          '#terms_content': '<p>Vos données servent à traiter votre demande.</p>',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'conditions générales' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Vos données servent à traiter votre demande.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Merci !');
    expect(calls[0]!.body).toMatchObject({ terms: '0' });
  });

  it('adds items while under #multiple and offers remove with two items or more', async () => {
    await renderBlock(form({ refs: { '#type': 'textfield', '#title': 'Référence', '#multiple': 2, '#input_mask': 'upper' } }));
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Référence, valeur 1'), 'abc');
    expect(screen.getByLabelText('Référence, valeur 1')).toHaveValue('ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByLabelText('Référence, valeur 2')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la valeur 1' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('is an island: the server HTML holds the form', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="webform-block"');
    expect(html).toContain('Être rappelé');
  });
});
