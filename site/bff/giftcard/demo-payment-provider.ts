import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { escapeHtml } from '../../../domain/webform/messages';
import type { Store } from '../../store/store';
import { passesLuhn } from './luhn';
import type { PaymentProvider, PaymentState, PaymentStatus } from './payments';
import type { GiftCardTables } from './tables';

/** The route prefix of the embedded demo payment provider, apart from the site's pages as a PSP would be (the path keeps its first name). */
const DEMO_PSP_PREFIX = '/_test-psp';

/**
 * The policy of the provider's pages and of the outbox: their own inline style sheet (allowed by
 * its digest, so no injected style could run), forms posting to this server, nothing else.
 */
export function ownPagePolicy(css: string): string {
  const digest = createHash('sha256').update(css).digest('base64');
  return `default-src 'none'; style-src 'sha256-${digest}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

/** The demo cards and what each does (the card numbers PSPs publish for testing). */
const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002', threeDSecure: '4000000000003220' } as const;

/**
 * A demo payment provider embedded in the server, standing in for a real PSP: it keeps its
 * payments in the store and serves its own hosted pages (card form, 3-D Secure confirmation),
 * plain HTML forms that work without JavaScript, then sends the visitor back to the shop's
 * return URL.
 */
export class DemoPaymentProvider implements PaymentProvider {
  private readonly db: Kysely<GiftCardTables>;

  constructor(store: Store) {
    this.db = store.tables<GiftCardTables>();
  }

  async create(amount: number, returnUrl: string) {
    const paymentId = randomUUID();
    await this.db
      .insertInto('giftcard_test_payment')
      .values({
        payment_id: paymentId,
        amount,
        return_url: returnUrl,
        state: 'PENDING',
        card_last4: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { paymentId, pageUrl: `${DEMO_PSP_PREFIX}/pay/${paymentId}` };
  }

  async status(paymentId: string): Promise<PaymentStatus | undefined> {
    const row = await this.db
      .selectFrom('giftcard_test_payment')
      .select(['state', 'card_last4'])
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    return row && { state: row.state, cardLast4: row.card_last4 };
  }

  async cancel(paymentId: string): Promise<PaymentState | undefined> {
    await this.settle(paymentId, 'CANCELLED', null);
    return (await this.status(paymentId))?.state;
  }

  async payment(paymentId: string) {
    return this.db.selectFrom('giftcard_test_payment').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  }

  /** Ends a pending payment; a payment is paid or cancelled once. */
  async settle(paymentId: string, state: 'PAID' | 'CANCELLED', cardLast4: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('giftcard_test_payment')
      .set({ state, card_last4: cardLast4 })
      .where('payment_id', '=', paymentId)
      .where('state', '=', 'PENDING')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}

type CardForm = { number?: string; expiry?: string; cvc?: string; action?: string };

/** The provider's hosted pages. Nothing typed on them is logged (their routes log warnings only). */
export async function demoPaymentRoutes(app: FastifyInstance, psp: DemoPaymentProvider): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const options = { logLevel: 'warn' as const };

    scope.get<{ Params: { id: string } }>(`${DEMO_PSP_PREFIX}/pay/:id`, options, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      if (!payment) return page(reply.status(404), 'Paiement introuvable', '<p>Ce paiement n’existe pas.</p>');
      if (payment.state !== 'PENDING') return reply.redirect(payment.return_url, 303);
      return page(reply, 'Paiement sécurisé', cardForm(payment.payment_id, payment.amount));
    });

    scope.post<{ Params: { id: string }; Body: CardForm }>(`${DEMO_PSP_PREFIX}/pay/:id`, options, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      if (!payment) return page(reply.status(404), 'Paiement introuvable', '<p>Ce paiement n’existe pas.</p>');
      if (payment.state !== 'PENDING') return reply.redirect(payment.return_url, 303);
      const form = request.body ?? {};
      if (form.action === 'cancel') {
        await psp.settle(payment.payment_id, 'CANCELLED', null);
        return reply.redirect(payment.return_url, 303);
      }
      const number = (form.number ?? '').replace(/[\s-]/g, '');
      const problem = cardProblem(number, form.expiry ?? '', form.cvc ?? '');
      if (problem) return page(reply.status(422), 'Paiement sécurisé', cardForm(payment.payment_id, payment.amount, problem));
      if (number === TEST_CARDS.threeDSecure)
        return page(reply, 'Authentification 3-D Secure', threeDSecureForm(payment.payment_id, payment.amount));
      if (number !== TEST_CARDS.approved)
        return page(
          reply.status(402),
          'Paiement sécurisé',
          cardForm(payment.payment_id, payment.amount, 'Paiement refusé par la banque. Essayez une autre carte.'),
        );
      await psp.settle(payment.payment_id, 'PAID', number.slice(-4));
      return reply.redirect(payment.return_url, 303);
    });

    scope.post<{ Params: { id: string }; Body: CardForm }>(`${DEMO_PSP_PREFIX}/3ds/:id`, options, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      if (!payment) return page(reply.status(404), 'Paiement introuvable', '<p>Ce paiement n’existe pas.</p>');
      if (payment.state !== 'PENDING') return reply.redirect(payment.return_url, 303);
      if (request.body?.action !== 'confirm')
        return page(
          reply.status(402),
          'Paiement sécurisé',
          cardForm(payment.payment_id, payment.amount, 'Authentification refusée : le paiement n’a pas été fait.'),
        );
      await psp.settle(payment.payment_id, 'PAID', TEST_CARDS.threeDSecure.slice(-4));
      return reply.redirect(payment.return_url, 303);
    });
  });
}

/** What is wrong with the typed card, or nothing. */
function cardProblem(number: string, expiry: string, cvc: string): string | undefined {
  if (!passesLuhn(number)) return 'Numéro de carte invalide.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const now = new Date();
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  if (!match || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return 'Date d’expiration invalide (MM/AA).';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Cryptogramme invalide (3 ou 4 chiffres).';
  return undefined;
}

const amountText = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function cardForm(id: string, amount: number, error?: string): string {
  return `<p class="amount">Montant : <strong>${amountText(amount)}</strong></p>
${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEMO_PSP_PREFIX}/pay/${id}">
  <label for="number">Numéro de carte</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${error ? ' aria-describedby="card-error"' : ''}>
  <div class="row">
    <div><label for="expiry">Expiration (MM/AA)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="12/30"></div>
    <div><label for="cvc">Cryptogramme</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div>
  </div>
  <button type="submit" name="action" value="pay">Payer ${amountText(amount)}</button>
</form>
<form method="post" action="${DEMO_PSP_PREFIX}/pay/${id}"><button type="submit" name="action" value="cancel" class="secondary">Annuler et revenir au site</button></form>
<p class="hint">Mode test : 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 3220 demande une authentification 3-D Secure.</p>`;
}

function threeDSecureForm(id: string, amount: number): string {
  return `<p>Votre banque demande de confirmer le paiement de <strong>${amountText(amount)}</strong>.</p>
<form method="post" action="${DEMO_PSP_PREFIX}/3ds/${id}">
  <button type="submit" name="action" value="confirm">Confirmer le paiement</button>
  <button type="submit" name="action" value="refuse" class="secondary">Refuser</button>
</form>`;
}

/** The provider's own look: nothing from the site's stylesheet or scripts. */
const PROVIDER_CSS = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#1b1f2a}
header{background:#1b1f2a;color:#fff;padding:12px 24px;font-weight:700;letter-spacing:.05em}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin-top:0}label{display:block;margin-top:12px;font-weight:600}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #5b6474;border-radius:6px;font-size:1rem}
input:focus,button:focus{outline:3px solid #2456c7;outline-offset:2px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:#2456c7;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#2456c7;border:2px solid #2456c7}
.error{color:#a30000;font-weight:600}.hint{font-size:.875rem;color:#4a5262}
`;
const PROVIDER_POLICY = ownPagePolicy(PROVIDER_CSS);

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PROVIDER_POLICY)
    .send(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · TestPay</title>
<style>${PROVIDER_CSS}</style></head><body><header>TestPay · paiement de test</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}
