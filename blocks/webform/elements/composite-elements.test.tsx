// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../../tests/helpers/render-block';
import { beside, form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

/** The labels of a group's inputs, in the order a visitor meets them. */
const labelsIn = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('textbox')
    .concat(within(group).queryAllByRole('combobox'))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.replace(' *', ''));

/** What an input's aria-describedby points at (its error beside it). */
const descriptionOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('composite webform elements', () => {
  it('address: the parts follow the chosen country, and a French postal code has five digits', async () => {
    await renderBlock(form({ home: { '#type': 'webform_address', '#title': 'Adresse', '#required': true } }));
    const group = screen.getByRole('group', { name: /Adresse/ });
    await userEvent.selectOptions(screen.getByLabelText(/Pays/), 'US');
    expect(labelsIn(group)).toEqual(['Pays', 'Adresse', 'Complément d’adresse', 'Ville', 'État', 'Code ZIP']);
    await userEvent.selectOptions(screen.getByLabelText(/Pays/), 'FR');
    expect(labelsIn(group)).toEqual(['Pays', 'Adresse', 'Complément d’adresse', 'Code postal', 'Ville']);
    expect(within(screen.getByLabelText(/Pays/)).getByRole('option', { name: 'Belgique' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Adresse/), '12 rue de la Gare');
    await userEvent.type(screen.getByLabelText(/Code postal/), '6900');
    await userEvent.type(screen.getByLabelText(/Ville/), 'Lyon');
    await submit();
    expect(beside('Ce code postal n’a pas la forme de ceux du pays choisi.')).toBeVisible();
    expect(descriptionOf(screen.getByLabelText(/Code postal/))).toHaveTextContent(
      'Ce code postal n’a pas la forme de ceux du pays choisi.',
    );
    expect(screen.getByLabelText(/Code postal/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('name: __access hides a part, __title renames it; a link needs a web address', async () => {
    await renderBlock(
      form({
        who: {
          '#type': 'webform_name',
          '#title': 'Votre nom',
          '#required': true,
          '#middle__access': false,
          '#degree__access': false,
          '#title__title': 'Civilité (M., Mme)',
        },
        video: { '#type': 'webform_link', '#title': 'Vidéo' },
      }),
    );
    expect(labelsIn(screen.getByRole('group', { name: /Votre nom/ }))).toEqual(['Civilité (M., Mme)', 'Prénom', 'Nom', 'Suffixe']);
    expect(screen.getByLabelText(/Prénom/)).toBeRequired();
    expect(screen.getByLabelText(/Prénom/)).toHaveAttribute('autocomplete', 'given-name');
    await userEvent.type(screen.getByLabelText(/Adresse du lien/), 'javascript:alert(1)');
    await submit();
    expect(beside('Saisissez une adresse web complète, commençant par https://.')).toBeVisible();
  });

  it('mapping: one labelled select per source, posted as source to destination', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 3 } } }, bodies);
    await renderBlock(
      form({
        prefs: {
          '#type': 'webform_mapping',
          '#title': 'Vos gares',
          '#required': true,
          '#source': { depart: 'Départ', arrivee: 'Arrivée' },
          '#destination': { lyon: 'Lyon Part-Dieu', paris: 'Paris Gare de Lyon' },
        },
      }),
    );
    expect(screen.getByRole('table', { name: /Vos gares/ })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Départ'), 'lyon');
    await submit();
    expect(beside('Ce champ est obligatoire.')).toBeVisible();
    expect(descriptionOf(screen.getByLabelText('Arrivée'))).toHaveTextContent('Ce champ est obligatoire.');
    await userEvent.selectOptions(screen.getByLabelText('Arrivée'), 'paris');
    await submit();
    await screen.findByText('Merci !');
    expect(bodies[0]).toMatchObject({ prefs: { depart: 'lyon', arrivee: 'paris' } });
  });

  it('repeated rows: named buttons, focus on the new row and back after removal, #cardinality and #min_items', async () => {
    await renderBlock(
      form({
        tickets: {
          '#type': 'webform_multiple',
          '#title': 'Billets',
          '#cardinality': 3,
          '#element': { '#type': 'textfield', '#title': 'Billet' },
        },
      }),
    );
    const add = screen.getByRole('button', { name: 'Ajouter une ligne à « Billets »' });
    await userEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Billet, valeur 2'));
    await userEvent.type(screen.getByLabelText('Billet, valeur 2'), 'B2');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne à « Billets »' }));
    expect(screen.queryByRole('button', { name: 'Ajouter une ligne à « Billets »' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Monter la ligne 2 de « Billets »' }));
    expect(screen.getByLabelText('Billet, valeur 1')).toHaveValue('B2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre la ligne 1 de « Billets »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la ligne 1 de « Billets »' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Billet, valeur 1'));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('repeated rows of several parts keep #min_items rows, with no remove button below it', async () => {
    await renderBlock(
      form({
        people: {
          '#type': 'webform_multiple',
          '#title': 'Voyageurs',
          '#min_items': 2,
          '#element': { nom: { '#type': 'textfield', '#title': 'Nom' }, age: { '#type': 'number', '#title': 'Âge' } },
        },
      }),
    );
    expect(screen.getAllByLabelText('Nom')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Voyageurs, ligne 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect(screen.getAllByLabelText('Nom')[1]).toHaveAttribute('name', 'people[1][nom]');
  });

  it('tableselect: rows whose labels are objects of cells render (no crash), each checkbox named by its row', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 4 } } }, bodies);
    await renderBlock(
      form({
        trains: {
          '#type': 'tableselect',
          '#title': 'Trains concernés',
          '#header': { train: 'Train', depart: 'Départ' },
          '#options': { t1: { train: 'TER 881234', depart: '08:12' }, t2: { train: 'TER 881240', depart: '09:12' } },
        },
      }),
    );
    const table = screen.getByRole('table', { name: 'Trains concernés' });
    expect(within(table).getByRole('columnheader', { name: 'Départ' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '09:12' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'TER 881240' }));
    await submit();
    await screen.findByText('Merci !');
    expect(bodies[0]).toMatchObject({ trains: ['t2'] });
  });

  it('a sorted table: the order is the value, rows move by buttons and focus follows', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 5 } } }, bodies);
    await renderBlock(
      form({
        rank: { '#type': 'webform_table_sort', '#title': 'Vos critères', '#options': { prix: 'Prix', duree: 'Durée', confort: 'Confort' } },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Monter « Confort »' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monter « Confort »' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre « Confort »' }));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Confort', 'Prix', 'Durée']);
    await submit();
    await screen.findByText('Merci !');
    expect(bodies[0]).toMatchObject({ rank: ['confort', 'prix', 'duree'] });
  });

  it('rich text offers its allowed formats; code is a monospace textarea in its mode', async () => {
    await renderBlock(
      form({
        story: { '#type': 'text_format', '#title': 'Témoignage', '#allowed_formats': ['basic_html', 'plain_text'] },
        conf: { '#type': 'webform_codemirror', '#title': 'Configuration', '#mode': 'yaml' },
      }),
    );
    expect(
      within(screen.getByLabelText('Format du texte'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['HTML simple', 'Texte brut']);
    expect(screen.getByLabelText('Témoignage')).toHaveAttribute('name', 'story[value]');
    expect(screen.getByLabelText('Configuration')).toHaveAttribute('data-mode', 'yaml');
    expect(screen.getByLabelText('Configuration').className).toMatch(/code/);
  });

  it('core table: rows of elements and rows of plain text cells', async () => {
    await renderBlock(
      form({
        fares: {
          '#type': 'table',
          '#title': 'Tarifs',
          '#header': ['Trajet', 'Prix'],
          '#rows': [['Lyon – Paris', '29 €']],
          aller: { '#type': 'webform_table_row', depart: { '#type': 'textfield', '#title': 'Départ', '#title_display': 'invisible' } },
        },
      }),
    );
    const table = screen.getByRole('table', { name: 'Tarifs' });
    expect(within(table).getByRole('cell', { name: '29 €' })).toBeTruthy();
    expect(within(table).getByLabelText('Départ')).toBeTruthy();
  });
});
