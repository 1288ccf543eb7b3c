// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBFORM_POST_SERVICE } from './server-data';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const elements = {
  trajet: {
    '#type': 'webform_wizard_page',
    '#title': 'Votre trajet',
    departure: { '#type': 'textfield', '#title': 'Gare de départ', '#required': true },
  },
  groupe: {
    '#type': 'webform_wizard_page',
    '#title': 'Le groupe',
    kind: {
      '#type': 'radios',
      '#title': 'Type de groupe',
      '#options': { scolaire: 'Scolaire', entreprise: 'Entreprise' },
      '#required': true,
    },
  },
  coordonnees: {
    '#type': 'webform_wizard_page',
    '#title': 'Vos coordonnées',
    '#prev_button_label': 'Revenir au groupe',
    leader: { '#type': 'textfield', '#title': 'Nom du responsable' },
    summary: {
      '#type': 'webform_computed_token',
      '#title': 'Récapitulatif',
      '#template': 'Responsable : [webform_submission:values:leader], au départ de [webform_submission:values:departure]',
    },
  },
  actions: { '#type': 'webform_actions', '#submit__label': 'Envoyer la demande' },
};

const block = (extra: Record<string, unknown> = {}) => ({
  type: 'webform-block',
  form: 'groupe',
  definition: {
    id: 'groupe',
    langcode: 'fr',
    title: 'Voyage en groupe',
    status: 'open',
    confirmation: { type: 'inline', message: '<p>Merci !</p>' },
    elements,
    ...extra,
  },
});

function answer() {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ sid: 3 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const progress = () => within(screen.getByRole('navigation', { name: 'Étapes du formulaire' }));
const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

describe('multi-page webform', () => {
  it('shows the first page alone, with the progress bar marking it', async () => {
    await renderBlock(block());
    expect(screen.getByLabelText(/Gare de départ/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Type de groupe/)).toBeNull();
    expect(progress().getByText('Étape 1 sur 3')).toBeInTheDocument();
    expect(progress().getByText('Votre trajet').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Précédent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
  });

  it('refuses "next" while a required field of the page is empty, focusing that field under the error summary', async () => {
    await renderBlock(block());
    await next();
    const summary = await screen.findByRole('alert');
    expect(screen.getByLabelText(/Gare de départ/)).toHaveFocus();
    expect(within(summary).getByRole('heading')).toHaveTextContent('Le formulaire contient 1 erreur.');
    expect(within(summary).getByRole('link')).toHaveTextContent('Gare de départ : Ce champ est obligatoire.');
    // The second page's required radios are not checked yet.
    expect(screen.getByLabelText(/Gare de départ/)).toBeInTheDocument();
  });

  it('goes forward once the page is valid, focuses the new page’s heading, and keeps values when going back', async () => {
    await renderBlock(block(), { request: { path: '/voyage', search: '' } });
    await userEvent.type(screen.getByLabelText(/Gare de départ/), 'Lyon Part-Dieu');
    await next();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Le groupe' })).toHaveFocus());
    expect(window.location.search).toBe('?page=groupe');
    expect(progress().getByRole('button', { name: 'Votre trajet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByLabelText(/Gare de départ/)).toHaveValue('Lyon Part-Dieu');
    expect(window.location.search).toBe('?page=trajet');
  });

  it('opens on the page the address names, with the page’s own button labels', async () => {
    await renderBlock(block(), { request: { path: '/voyage', search: '?page=coordonnees' }, services: {} });
    expect(screen.getByLabelText('Nom du responsable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revenir au groupe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
  });

  it('brings back the page of an earlier field the final check refuses, and sends every page once valid', async () => {
    const calls = answer();
    await renderBlock(block(), { request: { path: '/voyage', search: '?page=coordonnees' }, services: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByLabelText(/Gare de départ/)).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent('Gare de départ : Ce champ est obligatoire.');
    expect(calls).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Gare de départ/), 'Lyon');
    await next();
    await userEvent.click(await screen.findByLabelText('Entreprise'));
    await next();
    await userEvent.type(await screen.findByLabelText('Nom du responsable'), 'Camille');
    // The computed text follows what is typed, on this page and the earlier ones.
    expect(screen.getByRole('status', { name: 'Récapitulatif' })).toHaveTextContent('Responsable : Camille, au départ de Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Merci !')).toBeInTheDocument();
    expect(calls).toEqual([{ webform_id: 'groupe', departure: 'Lyon', kind: 'entreprise', leader: 'Camille', summary: '' }]);
  });

  it('shows every value on the preview step before the submit', async () => {
    await renderBlock(block({ preview: true }), { request: { path: '/voyage', search: '?page=coordonnees' }, services: {} });
    await userEvent.type(screen.getByLabelText('Nom du responsable'), 'Camille');
    await next();
    const heading = await screen.findByRole('heading', { name: 'Vérifier votre demande' });
    expect(heading).toHaveFocus();
    const group = within(screen.getByRole('region', { name: 'Vos coordonnées' }));
    expect(group.getByText('Nom du responsable').nextSibling).toHaveTextContent('Camille');
    expect(within(screen.getByRole('region', { name: 'Votre trajet' })).getByText('Non renseigné')).toBeInTheDocument();
    expect(progress().getByText('Étape 4 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
  });

  it('without scripts: names the step posted, keeps the other pages’ values in hidden fields, and opens on the step the server chose', async () => {
    const html = await renderBlockToHtml(block(), {
      request: { path: '/voyage', search: '' },
      services: {
        [WEBFORM_POST_SERVICE]: { formId: 'groupe', values: { departure: 'Lyon', kind: 'entreprise' }, errors: {}, page: 'coordonnees' },
      },
    });
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toMatchObject({ webform_id: 'groupe', webform_page: 'coordonnees', departure: 'Lyon', kind: 'entreprise' });
    expect(form.querySelector('[name="leader"]')).not.toBeNull();
    expect(form.querySelector<HTMLButtonElement>('button[value="previous"]')?.name).toBe('op');
    expect(form.querySelector<HTMLButtonElement>('button[value="goto:trajet"]')?.textContent).toBe('Votre trajet');
  });
});
