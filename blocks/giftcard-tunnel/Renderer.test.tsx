// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/giftcard-tunnel.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';
import { formatDay, shiftDay, today, validityEnd } from '../../domain/giftcard/dates';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/webform/idempotency-key';

const catalogue = [
  {
    productId: 'carte-cadeau',
    minAmount: 2000,
    maxAmount: 15000,
    availableImages: [{ id: 'voyage', src: '/giftcards/voyage.svg' }],
    availableDiscounts: [{ id: 'promo', type: 'PERCENTAGE', discountPercentage: 10, numberAvailable: 3 }],
  },
  {
    productId: 'premium',
    minAmount: 15001,
    maxAmount: 50000,
    availableImages: [{ id: 'voyage', src: '/giftcards/voyage.svg' }],
    availableDiscounts: [],
  },
];

/** Step 0 filled for a 50 € card with a message, a buyer and a beneficiary. */
async function personalise(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^50,00/ }));
  await user.type(screen.getByLabelText('Message personnalisé'), 'Bon voyage');
  const [buyerLast, beneficiaryLast] = screen.getAllByLabelText('Nom');
  const [buyerFirst, beneficiaryFirst] = screen.getAllByLabelText('Prénom');
  await user.type(buyerLast!, 'Bernard');
  await user.type(buyerFirst!, 'Louis');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'louis@example.com');
  await user.type(screen.getAllByLabelText('Confirmez l’adresse e-mail')[0]!, 'louis@example.com');
  await user.type(beneficiaryLast!, 'Martin');
  await user.type(beneficiaryFirst!, 'Camille');
}

/** What the server answers while its database is away (site/i18n/fr/outage.json, 5 s). */
const OUTAGE = 'Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.';

describe('giftcard-tunnel block', () => {
  const calls: Array<{ url: string; body?: unknown }> = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.endsWith('/get-catalog')) return new Response(JSON.stringify(catalogue), { status: 200 });
        return new Response(JSON.stringify({ message: 'refused', errorCode: 'EMPTY_STOCK' }), { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the presets once each within range, checks the step, then pays only with the terms ticked', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    const presets = await screen.findAllByRole('button', { name: /€/ });
    expect(presets.map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual(['20,00 €', '50,00 €', '100,00 €', '150,00 €']);
    expect(screen.getByText(/Plus que 3 cartes à ce prix/)).toBeVisible();
    const amount = screen.getByLabelText(/Autre montant en euros/);
    await user.clear(amount);
    await user.type(amount, '-5e+');
    expect(amount).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText(/^Le montant minimum est de 20,00\s€\.$/)).toBeVisible();
    expect(screen.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThan(0);

    await personalise(user);
    expect(screen.getByText('240 caractères restants')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    const pay = await screen.findByRole('button', { name: /Payer 45,00/ });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/init-purchase'))).toBe(true));
    const init = calls.find((call) => call.url.endsWith('/init-purchase'))!.body as {
      callbackUrl: string;
      tunnelState: Record<string, unknown>;
    };
    expect(init.callbackUrl).toBe('/cartes-cadeaux/confirmation');
    expect(init.tunnelState).toMatchObject({
      amount: 50,
      productId: 'carte-cadeau',
      discountId: 'promo',
      discountedAmount: 45,
      sendMode: 'self',
      personalizedMessage: 'Bon voyage',
    });
    // The discount ran out meanwhile: back to step 0 with the toast, the catalogue fetched again,
    // and everything the buyer entered still there.
    expect(await screen.findByText('L’offre promotionnelle est épuisée.')).toBeVisible();
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/get-catalog')).length).toBeGreaterThan(1));
    expect(await screen.findByLabelText('Message personnalisé')).toHaveValue('Bon voyage');
    expect(screen.getByLabelText(/Autre montant en euros/)).toHaveValue(50);
    expect(screen.getAllByLabelText('Nom')[0]).toHaveValue('Bernard');
    // A whole step typed key by key: slow on a busy machine.
  }, 60_000);

  it('offers presets and says the bounds over the whole catalogue, not over the product of the amount typed', async () => {
    const user = userEvent.setup();
    await renderBlock({ ...schema.examples[0]!, presetAmounts: [1000, 500, 200, 50, 20, 10] });
    const presets = await screen.findAllByRole('button', { name: /€/ });
    expect(presets.map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual(['20,00 €', '50,00 €', '200,00 €', '500,00 €']);
    const amount = screen.getByLabelText(/Autre montant en euros/);
    await user.clear(amount);
    await user.type(amount, '600');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText(/^Le montant maximum est de 500,00\s€\.$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^500,00/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.queryByText(/^Le montant (maximum|minimum)/)).toBeNull();
  }, 60_000);

  it('shows beside the form what the card will be, following each edit: value, price, beneficiary, validity as French writes days', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    const card = await screen.findByRole('group', { name: 'Votre carte' });
    const shown = () =>
      Object.fromEntries(
        [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
      );
    const start = formatDay(today(), 'fr');
    expect(shown()).toEqual({
      'Valeur de la carte': '20,00 €',
      'Prix à payer': '18,00 €',
      Bénéficiaire: '—',
      'Carte envoyée à': '—',
      Validité: `du ${start} au ${formatDay(validityEnd(today()), 'fr')}`,
      Message: '—',
    });
    expect(start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.click(screen.getByRole('button', { name: /^50,00/ }));
    await user.type(screen.getAllByLabelText('Prénom')[1]!, 'Camille');
    await user.type(screen.getAllByLabelText('Nom')[1]!, 'Martin');
    await user.type(screen.getByLabelText('Adresse e-mail (facultative)'), 'camille@example.com');
    expect(shown()).toMatchObject({
      'Valeur de la carte': '50,00 €',
      'Prix à payer': '45,00 €',
      Bénéficiaire: 'Camille Martin',
      'Carte envoyée à': 'camille@example.com',
    });
  }, 60_000);

  it('sets the activation day from the activation choice, and takes a typed day when the field is left', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    const card = await screen.findByRole('group', { name: 'Votre carte' });
    const validity = () =>
      [...card.querySelectorAll('dt')]
        .find((term) => term.textContent === 'Validité')
        ?.nextElementSibling?.textContent?.replace(/\s/g, ' ');
    const from = (day: string) => `du ${formatDay(day, 'fr')} au ${formatDay(validityEnd(day), 'fr')}`;
    // The field shows and takes the day as the page's language writes it, day/month/year.
    const written = (day: string) => day.split('-').reverse().join('/');
    expect(validity()).toBe(from(today()));
    await user.click(screen.getByRole('radio', { name: 'À une date choisie' }));
    const field = screen.getByLabelText('Date d’activation');
    expect(field).toHaveValue(written(shiftDay(today(), { days: 1 })));
    expect(validity()).toBe(from(shiftDay(today(), { days: 1 })));

    const later = shiftDay(today(), { days: 10 });
    fireEvent.change(field, { target: { value: written(later) } });
    // Still being typed: the card keeps the day it had.
    expect(validity()).toBe(from(shiftDay(today(), { days: 1 })));
    fireEvent.blur(field);
    expect(validity()).toBe(from(later));

    // A day before today is not one: left, the field falls back to today, and the activation is immediate.
    fireEvent.change(field, { target: { value: written(shiftDay(today(), { days: -3 })) } });
    fireEvent.blur(field);
    expect(validity()).toBe(from(today()));
    expect(screen.getByRole('radio', { name: 'Dès aujourd’hui' })).toBeChecked();
    expect(screen.queryByLabelText('Date d’activation')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'À une date choisie' }));
    expect(screen.getByLabelText('Date d’activation')).toHaveValue(written(shiftDay(today(), { days: 1 })));
    await user.click(screen.getByRole('radio', { name: 'Dès aujourd’hui' }));
    expect(validity()).toBe(from(today()));
  }, 60_000);

  it('is left out and reported when its confirmation path is missing', () => {
    const { node, problems } = validateBlock({ type: 'giftcard-tunnel', title: 'x', presetAmounts: [], termsHref: '/x' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"confirmationPath"');
  });

  it('after a 503 shows the server’s message on the summary, focused, everything kept; pays again as the same purchase, other values as another', async () => {
    const sent: Array<{ key: string | null; storageId: string; message: string }> = [];
    const answers: Array<'cut' | Response> = [
      Response.json({ message: { message: OUTAGE, error: OUTAGE } }, { status: 503, headers: { 'retry-after': '5' } }),
      'cut',
      Response.json({ message: { message: OUTAGE, error: OUTAGE } }, { status: 503, headers: { 'retry-after': '5' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/get-catalog')) return Response.json(catalogue);
        const body = JSON.parse(String(init?.body)) as { storageId: string; tunnelState: { personalizedMessage: string } };
        sent.push({
          key: new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER),
          storageId: body.storageId,
          message: body.tunnelState.personalizedMessage,
        });
        const answer = answers.shift()!;
        if (answer === 'cut') throw new TypeError('Failed to fetch');
        return answer;
      }),
    );
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    await screen.findAllByRole('button', { name: /€/ });
    await personalise(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Payer 45,00/ }));

    const alert = await screen.findByText(OUTAGE);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByText('Une erreur est survenue. Réessayez.')).toBeNull();
    // Sent again: the connection cut this time, the same purchase under the same key.
    await user.click(screen.getByRole('button', { name: /Payer 45,00/ }));
    expect(await screen.findByText('Une erreur est survenue. Réessayez.')).toBeVisible();
    expect(screen.queryByText(OUTAGE)).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toEqual(sent[0]);
    // Modified: another purchase, with an id and a key of its own.
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.type(await screen.findByLabelText('Message personnalisé'), ' !');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Payer 45,00/ }));
    expect(await screen.findByText(OUTAGE)).toHaveFocus();
    expect(sent[2]!.message).toBe('Bon voyage !');
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.storageId).not.toBe(sent[0]!.storageId);
  }, 60_000);
});
