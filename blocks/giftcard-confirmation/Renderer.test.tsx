// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/giftcard-confirmation.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

const finalised = {
  state: 'FINALISED',
  localData: null,
  data: {
    orderId: 'K7M2QX',
    purchaseId: 'p-1',
    paymentId: 'pay-1',
    cardNumber: '4242',
    payedAmount: 45,
    amount: 50,
    imageSrc: '/giftcards/voyage.svg',
    tunnelState: {
      personalizedMessage: 'Bon voyage',
      sendMode: 'beneficiary',
      buyerInfos: { firstname: 'Louis', lastname: 'Durand', email: 'louis@example.org', confirm: 'louis@example.org' },
      beneficiaryInfos: { firstname: 'Camille', lastname: 'Martin', email: 'camille@example.org', confirm: 'camille@example.org' },
      activationMode: 'DEFERRED',
      activationDate: '2026-11-23',
      amount: 50,
      agencyCode: 'AGV123',
      productId: 'GIFT',
      discountId: null,
      discountedAmount: 45,
      imageId: 'voyage',
    },
  },
};

describe('giftcard-confirmation block', () => {
  const calls: Array<{ url: string; body: unknown }> = [];
  beforeEach(() => {
    calls.length = 0;
    window.history.replaceState(null, '', '/cartes-cadeaux/confirmation?key=sealed-key');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init?.body)) });
        if (url === '/api/decrypt') return new Response(JSON.stringify('storage-1'));
        return new Response(JSON.stringify(finalised));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finalises with the key and shows the summary open, the details closed, and the way back to the partner agency', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    expect(await screen.findByText('Un e-mail de confirmation vous a été envoyé.')).toBeVisible();
    expect(calls[0]).toEqual({ url: '/api/bff/giftcard/finalize-purchase', body: { key: 'sealed-key' } });
    expect(screen.getByText('K7M2QX')).toBeVisible();
    expect(screen.getByText('Carte •••• 4242')).toBeVisible();
    expect(screen.getByText('Montant total').nextElementSibling).toHaveTextContent(/^45,00/);
    expect(screen.getByText('Récapitulatif').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Détails de l’achat').closest('details')).not.toHaveAttribute('open');
    // The purchase details are the tunnel's summary: who gets the card, where it was sent, and its
    // validity from the activation day (as French writes it) through one year later.
    expect(screen.getByText('Bénéficiaire').nextElementSibling).toHaveTextContent(/^Camille Martin$/);
    expect(screen.getByText('Carte envoyée à').nextElementSibling).toHaveTextContent(/^camille@example.org$/);
    expect(screen.getByText('Validité').nextElementSibling).toHaveTextContent(/^du 23\/11\/2026 au 23\/11\/2027$/);
    await user.click(screen.getByRole('button', { name: 'Retourner sur le site de Agence Voyages du Sud' }));
    expect(screen.getByText('Vous quittez le site pour Agence Voyages du Sud…')).toBeVisible();
  });

  it('as a gallery preview, shows its waiting screen and acts on nothing, even with a key in the address', async () => {
    await renderBlock(schema.examples[0]!, {
      request: { path: '/_blocks/giftcard-confirmation', search: '?key=sealed-key', preview: true },
    });
    expect(screen.getByRole('heading', { name: 'Merci pour votre achat' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('is left out and reported without the tunnel path', () => {
    const { node, problems } = validateBlock({ type: 'giftcard-confirmation', title: 'Merci' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"tunnelPath"');
  });
});
