import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  GiftCardCaptcha,
  GiftCardCatalogue,
  GiftCardDecrypted,
  GiftCardDone,
  GiftCardError,
  GiftCardFinalizeAnswer,
  GiftCardInformation,
  GiftCardInitPurchaseAnswer,
} from '../../../schemas/generated/api/giftcard-answers';
import { join } from 'node:path';
import { activationWindow, dayInWindow, rangeInWindow, resendPurchaseWindow } from '../../../domain/giftcard/dates';
import { isEmail, ORDER_ID_LENGTH } from '../../../domain/giftcard/people';
import { escapeHtml } from '../../../domain/webform/messages';
import { createTranslator } from '@quai/engine/i18n';
import cardLookupSchema from '../../../schemas/api/giftcard-card-lookup.schema.json';
import changePinSchema from '../../../schemas/api/giftcard-change-pin.schema.json';
import decryptSchema from '../../../schemas/api/giftcard-decrypt.schema.json';
import finalizeSchema from '../../../schemas/api/giftcard-finalize-purchase.schema.json';
import initPurchaseSchema from '../../../schemas/api/giftcard-init-purchase.schema.json';
import resendEmailSchema from '../../../schemas/api/giftcard-resend-email.schema.json';
import resendPurchaseSchema from '../../../schemas/api/giftcard-resend-purchase-email.schema.json';
import retractationSchema from '../../../schemas/api/giftcard-retractation.schema.json';
import updateActivationSchema from '../../../schemas/api/giftcard-update-activation-date.schema.json';
import answerSchemas from '../../../schemas/api/giftcard-answers.schema.json';
import type { GiftCardLookupBody } from '../../../schemas/generated/api/giftcard-card-lookup';
import type { GiftCardChangePinBody } from '../../../schemas/generated/api/giftcard-change-pin';
import type { DecryptBody } from '../../../schemas/generated/api/giftcard-decrypt';
import type { GiftCardFinalizeBody } from '../../../schemas/generated/api/giftcard-finalize-purchase';
import type { GiftCardInitPurchaseBody } from '../../../schemas/generated/api/giftcard-init-purchase';
import type { GiftCardResendEmailBody } from '../../../schemas/generated/api/giftcard-resend-email';
import type { GiftCardResendPurchaseEmailBody } from '../../../schemas/generated/api/giftcard-resend-purchase-email';
import type { GiftCardRetractationBody } from '../../../schemas/generated/api/giftcard-retractation';
import type { GiftCardUpdateActivationDateBody } from '../../../schemas/generated/api/giftcard-update-activation-date';
import { answers } from '../answers/responses';
import { definitionOf } from '../answers/self-contained';
import type { BffContext } from '../index';
import { assembleGiftCards } from './assemble';
import { UndecipherableData } from './cipher';
import { ensureDemoCards } from './demo-cards';
import { PurchaseRefused } from './purchases';
import { ownPagePolicy, testPspRoutes } from './test-psp';

const API = '/api/bff/giftcard';

/** How a gift-card call is documented and serialised: what it does, its answer at 200 (and other statuses), gift-card errors for any 4xx. */
const answering = (summary: string, definition = 'done', byStatus: Record<number, string> = {}) => ({
  summary,
  response: answers(
    {
      200: definitionOf(answerSchemas, definition),
      ...Object.fromEntries(Object.entries(byStatus).map(([status, name]) => [status, definitionOf(answerSchemas, name)])),
    },
    definitionOf(answerSchemas, 'error'),
  ),
});

/**
 * Requests per minute and per address on the calls that look cards up or send e-mails: a person
 * makes a few; a script guessing card numbers or references is stopped well before it learns much.
 */
const PER_MINUTE = { lookups: 20, captchas: 30, purchases: 30 } as const;
const limited = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

type Answer = { status: number; body: Record<string, unknown> | string };
const refused = (status: number, message: string, extra: Pick<GiftCardError, 'cause' | 'errorCode'> = {}): Answer => ({
  status,
  body: { message, ...extra } satisfies GiftCardError,
});
const done: Answer = { status: 200, body: { success: true } satisfies GiftCardDone };

/** The e-mail pair every buyer and recipient form sends, trimmed: a reason when they are not one valid address. */
function addressProblem(email: string, confirm: string): string | undefined {
  if (!isEmail(email.trim())) return 'email must be a valid e-mail address.';
  if (email.trim() !== confirm.trim()) return 'confirm must repeat email.';
  return undefined;
}

/**
 * The gift-card service: POST /api/decrypt, every /api/bff/giftcard/* call, the embedded test
 * payment provider's pages and the outbox page. Routes log warnings only, and never a body:
 * card numbers, PINs, codes and addresses stay out of the logs.
 */
export async function giftCardRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  const { cipher, mailer, cards, psp, purchases, captcha } = await assembleGiftCards({
    store: context.store,
    catalogueFile: join(context.root, 'site/content/giftcards/catalogue.json'),
    translator: async (locale) => createTranslator(locale, (await context.runtime()).catalogs[locale]),
    log: app.log,
  });
  const send = (reply: FastifyReply, answer: Answer) =>
    reply
      .status(answer.status)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(typeof answer.body === 'string' ? JSON.stringify(answer.body) : answer.body);

  await ensureDemoCards(context.store);
  await testPspRoutes(app, psp);

  await app.register(async (scope) => {
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send({ message: error.message });
      request.log.error(
        { err: { message: error.message, stack: error.stack }, route: request.routeOptions.url },
        'gift-card request failed',
      );
      return reply.status(500).send({ message: 'Internal error' });
    });
    const post = <Body>(
      path: string,
      schema: object,
      max: number | undefined,
      described: ReturnType<typeof answering>,
      handle: (body: Body) => Promise<Answer>,
    ) =>
      scope.post<{ Body: Body }>(
        path,
        { logLevel: 'warn', schema: { body: schema, ...described }, config: max ? limited(max) : {} },
        async (request, reply) => send(reply, await handle(request.body as Body)),
      );

    post<DecryptBody>(
      '/api/decrypt',
      decryptSchema,
      PER_MINUTE.lookups,
      answering('Opens data the gift-card service sealed (a storage key, a stored tunnel).', 'decrypted'),
      async ({ encryptedData }) => {
        try {
          return { status: 200, body: cipher.open(encryptedData) satisfies GiftCardDecrypted };
        } catch (error) {
          if (error instanceof UndecipherableData) return refused(400, error.message);
          throw error;
        }
      },
    );

    scope.get(
      `${API}/worldline/get-catalog`,
      { logLevel: 'warn', schema: answering('The gift-card products with their amounts, pictures and discounts.', 'catalogue') },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await cards.catalogue()) satisfies GiftCardCatalogue;
      },
    );

    scope.get(
      `${API}/worldline/generate-captcha`,
      { logLevel: 'warn', schema: answering('A picture captcha for the card services.', 'captcha'), config: limited(PER_MINUTE.captchas) },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await captcha.generate()) satisfies GiftCardCaptcha;
      },
    );

    post<GiftCardLookupBody>(
      `${API}/get-card-informations`,
      cardLookupSchema,
      PER_MINUTE.lookups,
      answering('The balance and validity of a card, by its number and order id.', 'cardInformation'),
      async ({ pan, orderId }) => {
        if (orderId.trim().length !== ORDER_ID_LENGTH) return refused(400, `orderId has exactly ${ORDER_ID_LENGTH} characters.`);
        const information = await cards.cardInformation(pan.trim(), orderId.trim());
        return information
          ? { status: 200, body: { ...information } satisfies GiftCardInformation }
          : refused(404, 'No card matches these details.');
      },
    );

    /** Captcha first: a wrong code answers the same whatever the card details. */
    const withCaptcha = async (
      body: { captchaCode: string; captchaId: string; email: string; confirm: string },
      action: () => Promise<boolean>,
    ): Promise<Answer> => {
      const problem = addressProblem(body.email, body.confirm);
      if (problem) return refused(400, problem);
      if (!(await captcha.check(body.captchaId, body.captchaCode)))
        return refused(401, 'The captcha answer is wrong or expired.', { cause: 'INCORRECT_CAPTCHA' });
      return (await action()) ? done : refused(404, 'No card matches these details.');
    };

    post<GiftCardChangePinBody>(
      `${API}/change-pin`,
      changePinSchema,
      PER_MINUTE.lookups,
      answering('Sets a new PIN for a card and e-mails it (captcha first).'),
      (body) =>
        withCaptcha(body, () => cards.changePin(body.pan.trim(), body.transactionId.trim(), body.email.trim(), body.langcode ?? 'fr')),
    );

    post<GiftCardResendEmailBody>(
      `${API}/resend-email`,
      resendEmailSchema,
      PER_MINUTE.lookups,
      answering("Sends a card's e-mail again (captcha first)."),
      async (body) => {
        if (body.orderId.trim().length !== ORDER_ID_LENGTH) return refused(400, `orderId has exactly ${ORDER_ID_LENGTH} characters.`);
        return withCaptcha(body, () =>
          cards.resendCardEmail(body.transactionId.trim(), body.orderId.trim(), body.email.trim(), body.langcode ?? 'fr'),
        );
      },
    );

    post<GiftCardResendPurchaseEmailBody>(
      `${API}/resend-purchase-email`,
      resendPurchaseSchema,
      PER_MINUTE.lookups,
      answering('Sends again the purchase e-mails of the cards an address bought between two days.'),
      async (body) => {
        const problem = addressProblem(body.email, body.confirm);
        if (problem) return refused(400, problem);
        const window = resendPurchaseWindow();
        const dates = rangeInWindow(body.minDate.trim(), body.maxDate.trim(), window);
        if (dates)
          return refused(400, `${dates}: the days must lie between ${window.min} and ${window.max}, the end not before the start.`);
        return (await cards.resendPurchaseEmails(body.email.trim(), body.minDate.trim(), body.maxDate.trim(), body.langcode ?? 'fr'))
          ? done
          : refused(404, 'No purchase matches these details.');
      },
    );

    post<GiftCardUpdateActivationDateBody>(
      `${API}/update-activation-date`,
      updateActivationSchema,
      PER_MINUTE.lookups,
      answering('Moves the activation day of a card not yet active.'),
      async (body) => {
        const problem = addressProblem(body.email, body.confirm);
        if (problem) return refused(400, problem);
        const window = activationWindow();
        const day = body.activationDate.trim().slice(0, 10);
        const dates = dayInWindow(day, window);
        if (dates) return refused(400, `${dates}: the activation day must lie between ${window.min} and ${window.max}.`);
        const result = await cards.updateActivationDate(body.transactionId.trim(), body.email.trim(), day, body.langcode ?? 'fr');
        if (result === 'not_found') return refused(404, 'No card matches these details.');
        if (result === 'ALREADY_ACTIVE')
          return refused(409, 'The card is already active: its activation date can no longer change.', { cause: 'ALREADY_ACTIVE' });
        return done;
      },
    );

    post<GiftCardRetractationBody>(
      `${API}/retractation`,
      retractationSchema,
      PER_MINUTE.lookups,
      answering('Withdraws a purchase within its withdrawal period.'),
      async (body) => {
        const problem = addressProblem(body.email, body.confirm);
        if (problem) return refused(400, problem);
        const result = await cards.retract(body.transactionId.trim(), body.email.trim(), body.langcode ?? 'fr');
        if (result === 'not_found') return refused(404, 'No card matches these details.');
        if (result === 'ALREADY_RETRACTED') return refused(401, 'The purchase was already withdrawn.', { cause: 'ALREADY_RETRACTED' });
        if (result === 'EXPIRED') return refused(401, 'The withdrawal period of this purchase is over.', { cause: 'EXPIRED' });
        return done;
      },
    );

    post<GiftCardInitPurchaseBody>(
      `${API}/init-purchase`,
      initPurchaseSchema,
      PER_MINUTE.purchases,
      answering('Stores the tunnel and opens the payment of a purchase.', 'initPurchase'),
      async (body) => {
        try {
          return {
            status: 200,
            body: (await purchases.init(
              body.callbackUrl,
              body.storageId,
              body.tunnelState,
              body.langcode,
            )) satisfies GiftCardInitPurchaseAnswer,
          };
        } catch (error) {
          if (error instanceof PurchaseRefused)
            return refused(error.status, error.message, error.errorCode ? { errorCode: error.errorCode } : {});
          throw error;
        }
      },
    );

    post<GiftCardFinalizeBody>(
      `${API}/finalize-purchase`,
      finalizeSchema,
      PER_MINUTE.purchases,
      answering('Turns a paid payment into one card, or a cancelled one into an abandoned purchase.', 'finalizePurchase', {
        403: 'finalizePurchase',
      }),
      async (body) => {
        try {
          const answer = await purchases.finalize(body.key);
          return { status: answer.status, body: answer.body satisfies GiftCardFinalizeAnswer };
        } catch (error) {
          if (error instanceof UndecipherableData) return refused(400, error.message);
          throw error;
        }
      },
    );
  });

  // The outbox: what the site sent, for developers and testers; never in production.
  const OUTBOX_CSS =
    'body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}article{border-top:1px solid #666;padding:.5rem 0}pre{white-space:pre-wrap}';
  const OUTBOX_POLICY = ownPagePolicy(OUTBOX_CSS);
  if (process.env.NODE_ENV !== 'production') {
    app.get('/_outbox', { logLevel: 'warn' }, async (_request, reply) => {
      const messages = await mailer.latest();
      const items = messages
        .map(
          (message) =>
            `<article><h2>${escapeHtml(message.subject)}</h2><p><b>To:</b> ${escapeHtml(message.to)} · <b>${escapeHtml(message.delivery)}</b> · <time>${escapeHtml(message.createdAt)}</time></p><pre>${escapeHtml(message.text)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', OUTBOX_POLICY)
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title><style>${OUTBOX_CSS}</style></head><body><main><h1>Outbox</h1>${items || '<p>No e-mail yet.</p>'}</main></body></html>`,
        );
    });
  }
}
