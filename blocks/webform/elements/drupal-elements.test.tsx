// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock, renderBlockToHtml } from '../../../tests/helpers/render-block';
import { form } from '../../../tests/helpers/webform-form';

/** Accepts every submission and keeps the values sent. */
function acceptSubmissions() {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    return new Response(JSON.stringify({ sid: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
const sentOnce = async (sent: Array<Record<string, unknown>>) => {
  await screen.findByText('Merci !');
  expect(sent).toHaveLength(1);
  return sent[0]!;
};

describe('Drupal element types', () => {
  it('datelist: a labelled list per part in the given order, month names in the page language', async () => {
    const sent = acceptSubmissions();
    await renderBlock(
      form({
        birth: {
          '#type': 'datelist',
          '#title': 'Date de naissance',
          '#date_part_order': ['day', 'month', 'year'],
          '#date_year_range': '1920:2026',
          '#required': true,
        },
      }),
    );
    const group = screen.getByRole('group', { name: /Date de naissance/ });
    expect(
      within(group)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('name')),
    ).toEqual(['birth[day]', 'birth[month]', 'birth[year]']);
    await userEvent.selectOptions(screen.getByLabelText('Jour'), '5');
    await submit();
    expect(screen.getAllByText('La valeur est invalide. Veuillez remplir chaque champ.').length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Mois'), 'juillet');
    await userEvent.selectOptions(screen.getByLabelText('Année'), '1990');
    await submit();
    expect((await sentOnce(sent)).birth).toBe('1990-07-05');
  });

  it('webform_message: closed with its button, it stays closed in this browser', async () => {
    const message = {
      notice: {
        '#type': 'webform_message',
        '#message_type': 'info',
        '#message_message': '<p>Vos données restent chez nous.</p>',
        '#message_close': true,
        '#message_id': 'donnees',
        '#message_storage': 'local',
      },
    };
    const first = await renderBlock(form(message));
    expect(screen.getByText('Vos données restent chez nous.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText('Vos données restent chez nous.')).toBeNull();
    expect(window.localStorage.getItem('webform.message.donnees')).toBe('closed');
    first.unmount();
    await renderBlock(form(message));
    expect(screen.queryByText('Vos données restent chez nous.')).toBeNull();
  });

  it('webform_message without storage comes back; without scripts its close button is not drawn', async () => {
    const message = { notice: { '#type': 'webform_message', '#message_message': '<p>Travaux ce week-end.</p>', '#message_close': true } };
    expect(await renderBlockToHtml(form(message))).toMatch(/<button[^>]*class="[^"]*scriptsOnly[^"]*"[^>]*aria-label="Fermer le message"/);
    const first = await renderBlock(form(message));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    first.unmount();
    await renderBlock(form(message));
    expect(screen.getByText('Travaux ce week-end.')).toBeVisible();
  });

  it('webform_likert: a radio group per question; required until every question is answered', async () => {
    const sent = acceptSubmissions();
    await renderBlock(
      form({
        opinion: {
          '#type': 'webform_likert',
          '#title': 'Votre voyage',
          '#questions': { clean: 'La propreté', time: 'La ponctualité' },
          '#answers': { '1': 'Mauvaise', '2': 'Bonne' },
          '#na_answer': true,
          '#required': true,
        },
      }),
    );
    const clean = screen.getByRole('radiogroup', { name: 'La propreté' });
    expect(
      within(clean)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['opinion[clean]', 'opinion[clean]', 'opinion[clean]']);
    await userEvent.click(within(clean).getByRole('radio', { name: 'Bonne' }));
    await submit();
    expect(screen.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThan(0);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'La ponctualité' })).getByRole('radio', { name: 'Sans objet' }));
    await submit();
    expect((await sentOnce(sent)).opinion).toEqual({ clean: '2', time: 'N/A' });
  });

  it('webform_toggle and webform_toggles: switches that post without scripts', async () => {
    const elements = {
      alerts: { '#type': 'webform_toggle', '#title': 'Alertes trafic', '#on_text': 'Oui', '#off_text': 'Non' },
      ways: { '#type': 'webform_toggles', '#title': 'Canaux', '#options': { sms: 'SMS', mail: 'E-mail' } },
    };
    const html = await renderBlockToHtml(form(elements));
    expect(html).toMatch(/<input[^>]*name="alerts"[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="ways\[mail\]"[^>]*>/);
    const sent = acceptSubmissions();
    await renderBlock(form(elements));
    const alerts = screen.getByRole('switch', { name: /Alertes trafic/ });
    expect(alerts).not.toBeChecked();
    await userEvent.click(alerts);
    expect(alerts).toBeChecked();
    expect(screen.getByText('Oui')).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail' }));
    await submit();
    expect(await sentOnce(sent)).toMatchObject({ alerts: '1', ways: ['mail'] });
  });

  it('webform_buttons_other: buttons, and "Other…" opens a text field whose text is sent', async () => {
    const sent = acceptSubmissions();
    await renderBlock(
      form({ reason: { '#type': 'webform_buttons_other', '#title': 'Motif', '#options': { work: 'Travail', leisure: 'Loisirs' } } }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Autre…' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Autre…' }), 'Un mariage');
    await submit();
    expect((await sentOnce(sent)).reason).toBe('Un mariage');
  });

  it('webform_image_select: images named by their text, chosen with the keyboard', async () => {
    const sent = acceptSubmissions();
    await renderBlock(
      form({
        car: {
          '#type': 'webform_image_select',
          '#title': 'Voiture',
          '#images': { first: { text: 'Première', src: '/a.svg' }, second: { text: 'Seconde', src: '/b.svg' } },
          '#show_label': true,
        },
      }),
    );
    expect(screen.getByRole('img', { name: 'Première' })).toHaveAttribute('src', '/a.svg');
    await userEvent.click(screen.getByRole('radio', { name: 'Première' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Seconde' })).toBeChecked();
    await submit();
    expect((await sentOnce(sent)).car).toBe('second');
  });

  it('label and item: text to read, nothing to fill', async () => {
    await renderBlock(
      form({
        heading: { '#type': 'label', '#title': 'Votre trajet' },
        file: { '#type': 'item', '#title': 'Numéro de dossier', '#markup': '<p>ABC123</p>', '#description': 'Gardez-le.' },
      }),
    );
    expect(screen.getByText('Votre trajet')).toBeVisible();
    const item = screen.getByRole('group', { name: 'Numéro de dossier' });
    expect(within(item).getByText('ABC123')).toBeVisible();
    expect(within(item).getByText('Gardez-le.')).toBeVisible();
  });

  it('language_select: a list of the languages it is given', async () => {
    await renderBlock(
      form({ language: { '#type': 'language_select', '#title': 'Langue', '#options': { French: 'français', German: 'allemand' } } }),
    );
    expect(within(screen.getByLabelText('Langue')).getByRole('option', { name: 'allemand' })).toHaveValue('German');
  });

  it('password_confirm: two password fields that must match', async () => {
    const sent = acceptSubmissions();
    await renderBlock(form({ secret: { '#type': 'password_confirm', '#title': 'Mot de passe', '#required': true } }));
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 's3cret!');
    await userEvent.type(screen.getByLabelText(/Confirmez le mot de passe/), 's3cret?');
    expect(screen.getByText('Les mots de passe saisis ne correspondent pas.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/Confirmez le mot de passe/));
    await userEvent.type(screen.getByLabelText(/Confirmez le mot de passe/), 's3cret!');
    expect(screen.queryByText('Les mots de passe saisis ne correspondent pas.')).toBeNull();
    await submit();
    expect((await sentOnce(sent)).secret).toBe('s3cret!');
  });
});
