import { answerStoreOutage } from '../answers/outage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readIdempotencyKey } from '../../../domain/webform/idempotency-key';
import type { GiftCardCaptcha, GiftCardCatalogue } from '../../../schemas/generated/api/giftcard-answers';
import answerSchemas from '../../../schemas/api/giftcard-answers.schema.json';
import cardLookupSchema from '../../../schemas/api/giftcard-card-lookup.schema.json';
import changePinSchema from '../../../schemas/api/giftcard-change-pin.schema.json';
import decryptSchema from '../../../schemas/api/giftcard-decrypt.schema.json';
import finalizeSchema from '../../../schemas/api/giftcard-finalize-purchase.schema.json';
import initPurchaseSchema from '../../../schemas/api/giftcard-init-purchase.schema.json';
import resendEmailSchema from '../../../schemas/api/giftcard-resend-email.schema.json';
import resendPurchaseSchema from '../../../schemas/api/giftcard-resend-purchase-email.schema.json';
import retractationSchema from '../../../schemas/api/giftcard-retractation.schema.json';
import updateActivationSchema from '../../../schemas/api/giftcard-update-activation-date.schema.json';
import { GIFT_CARD_PATHS, GIFT_CARD_SERVICE_PATHS } from '../../../adapters/bff-client/paths';
import { answers } from '../answers/responses';
import { definitionSchema } from '../answers/self-contained';
import type { BffContext } from '../context';
import type { GiftCardParts } from './assemble';
import { ensureDemoCards } from './demo-cards';
import { demoPaymentRoutes } from './demo-payment-provider';
import type { Answer } from './handlers/answer';
import {
  cardInformation,
  changePin,
  decrypt,
  resendCardEmail,
  resendPurchaseEmails,
  retract,
  updateActivationDate,
} from './handlers/card-services';
import { finalizePurchase, initPurchase } from './handlers/purchase';
import { outboxRoute } from './outbox';

/** The gift cards' part of the API. */
export const GIFT_CARDS_TAG = 'gift cards';

/** How a gift-card call is documented and serialised: what it does, its answer at 200 (and other statuses), gift-card errors for any 4xx. */
const answering = (summary: string, definition = 'done', byStatus: Record<number, string> = {}) => ({
  summary,
  tags: [GIFT_CARDS_TAG],
  response: answers(
    {
      200: definitionSchema(answerSchemas, definition),
      ...Object.fromEntries(Object.entries(byStatus).map(([status, name]) => [status, definitionSchema(answerSchemas, name)])),
    },
    definitionSchema(answerSchemas, 'error'),
  ),
});

/**
 * Requests per minute and per address on the calls that look cards up or send e-mails: a person
 * makes a few; a script guessing card numbers or references is stopped well before it learns much.
 */
const PER_MINUTE = { lookups: 20, captchas: 30, purchases: 30 } as const;
const limited = (max: number, skipOnError = false) => ({ rateLimit: { max, timeWindow: '1 minute', skipOnError } });

/** One POST call of the service: its path, body schema, rate limit, documentation and handler. */
interface GiftCardPost {
  path: string;
  body: object;
  perMinute: number;
  /**
   * The counts live in the store, as the call's own data does: while the store is away the limit
   * is skipped and the call answers its 503 itself, in the language its body names.
   */
  limitSkippedWhileStoreAway?: boolean;
  described: ReturnType<typeof answering>;
  // biome-ignore lint/suspicious/noExplicitAny: one table lists handlers of every body type; the route's schema checks the body each receives.
  handle(body: any, headers: FastifyRequest['headers']): Answer | Promise<Answer>;
}

/** The POST calls, each handled by a function of the service's parts and the body (site/bff/giftcard/handlers). */
function giftCardPosts({ cipher, cards, captcha, purchases }: GiftCardParts): GiftCardPost[] {
  const lookups = PER_MINUTE.lookups;
  return [
    {
      path: GIFT_CARD_PATHS.decrypt,
      body: decryptSchema,
      perMinute: lookups,
      described: answering('Opens data the gift-card service sealed (a storage key, a stored tunnel).', 'decrypted'),
      handle: (body) => decrypt(cipher, body),
    },
    {
      path: GIFT_CARD_PATHS.cardInformation,
      body: cardLookupSchema,
      perMinute: lookups,
      described: answering('The balance and validity of a card, by its number and order id.', 'cardInformation'),
      handle: (body) => cardInformation(cards, body),
    },
    {
      path: GIFT_CARD_SERVICE_PATHS['change-pin'],
      body: changePinSchema,
      perMinute: lookups,
      described: answering('Sets a new PIN for a card and e-mails it (captcha first).'),
      handle: (body) => changePin(cards, captcha, body),
    },
    {
      path: GIFT_CARD_SERVICE_PATHS['resend-email'],
      body: resendEmailSchema,
      perMinute: lookups,
      described: answering("Sends a card's e-mail again (captcha first)."),
      handle: (body) => resendCardEmail(cards, captcha, body),
    },
    {
      path: GIFT_CARD_SERVICE_PATHS['resend-purchase-email'],
      body: resendPurchaseSchema,
      perMinute: lookups,
      described: answering('Sends again the purchase e-mails of the cards an address bought between two days.'),
      handle: (body) => resendPurchaseEmails(cards, body),
    },
    {
      path: GIFT_CARD_SERVICE_PATHS['update-activation-date'],
      body: updateActivationSchema,
      perMinute: lookups,
      described: answering('Moves the activation day of a card not yet active.'),
      handle: (body) => updateActivationDate(cards, body),
    },
    {
      path: GIFT_CARD_SERVICE_PATHS.retractation,
      body: retractationSchema,
      perMinute: lookups,
      described: answering('Withdraws a purchase within its withdrawal period.'),
      handle: (body) => retract(cards, body),
    },
    {
      path: GIFT_CARD_PATHS.initPurchase,
      body: initPurchaseSchema,
      perMinute: PER_MINUTE.purchases,
      limitSkippedWhileStoreAway: true,
      described: answering(
        'Stores the tunnel and opens the payment of a purchase; sent again under its Idempotency-Key header, answers the same payment.',
        'initPurchase',
      ),
      handle: (body, headers) => initPurchase(purchases, body, readIdempotencyKey(headers)),
    },
    {
      path: GIFT_CARD_PATHS.finalizePurchase,
      body: finalizeSchema,
      perMinute: PER_MINUTE.purchases,
      described: answering('Turns a paid payment into one card, or a cancelled one into an abandoned purchase.', 'finalizePurchase', {
        403: 'finalizePurchase',
      }),
      handle: (body) => finalizePurchase(purchases, body),
    },
  ];
}

const send = (reply: FastifyReply, answer: Answer) =>
  reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(typeof answer.body === 'string' ? JSON.stringify(answer.body) : answer.body);

/**
 * The gift-card service: POST /api/decrypt, every /api/bff/giftcard/* call, the embedded demo
 * payment provider's pages and the outbox page. Routes log warnings only, and never a body:
 * card numbers, PINs, codes and addresses stay out of the logs.
 */
export async function giftCardRoutes(app: FastifyInstance, parts: GiftCardParts, context: BffContext): Promise<void> {
  await ensureDemoCards(context.store);
  await demoPaymentRoutes(app, parts.psp);

  await app.register(async (scope) => {
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send({ message: error.message });
      const outage = await answerStoreOutage(error, request, reply, async () => (await context.runtime()).catalogs);
      if (outage) return outage;
      request.log.error(
        { err: { message: error.message, stack: error.stack }, route: request.routeOptions.url },
        'gift-card request failed',
      );
      return reply.status(500).send({ message: 'Internal error' });
    });
    for (const call of giftCardPosts(parts))
      scope.post(
        call.path,
        {
          logLevel: 'warn',
          schema: { body: call.body, ...call.described },
          config: limited(call.perMinute, call.limitSkippedWhileStoreAway),
        },
        async (request, reply) => send(reply, await call.handle(request.body, request.headers)),
      );

    scope.get(
      GIFT_CARD_PATHS.catalogue,
      { logLevel: 'warn', schema: answering('The gift-card products with their amounts, pictures and discounts.', 'catalogue') },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await parts.cards.catalogue()) satisfies GiftCardCatalogue;
      },
    );
    scope.get(
      GIFT_CARD_PATHS.captcha,
      { logLevel: 'warn', schema: answering('A picture captcha for the card services.', 'captcha'), config: limited(PER_MINUTE.captchas) },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await parts.captcha.generate()) satisfies GiftCardCaptcha;
      },
    );
  });

  if (context.env.NODE_ENV !== 'production') outboxRoute(app, parts.mailer);
}
