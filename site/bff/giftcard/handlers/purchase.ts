import type { GiftCardFinalizeAnswer, GiftCardInitPurchaseAnswer } from '../../../../schemas/generated/api/giftcard-answers';
import type { GiftCardFinalizeBody } from '../../../../schemas/generated/api/giftcard-finalize-purchase';
import type { GiftCardInitPurchaseBody } from '../../../../schemas/generated/api/giftcard-init-purchase';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../domain/webform/idempotency-key';
import { UndecipherableData } from '../cipher';
import { PurchaseRefused, type Purchases } from '../purchases';
import { type Answer, refused } from './answer';

/**
 * POST init-purchase: stores the tunnel and opens the payment, once per idempotency key (undefined:
 * none sent; null: one that is not a key); a refused purchase answers its status and reason.
 */
export async function initPurchase(purchases: Purchases, body: GiftCardInitPurchaseBody, idempotencyKey?: string | null): Promise<Answer> {
  if (idempotencyKey === null) return refused(400, `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 128 letters, digits, "-" or "_".`);
  try {
    const answer = await purchases.init(body.callbackUrl, body.storageId, body.tunnelState, body.langcode, idempotencyKey);
    return { status: 200, body: answer satisfies GiftCardInitPurchaseAnswer };
  } catch (error) {
    if (error instanceof PurchaseRefused)
      return refused(error.status, error.message, error.errorCode ? { errorCode: error.errorCode } : {});
    throw error;
  }
}

/** POST finalize-purchase: a paid payment becomes one card, a cancelled one an abandoned purchase. */
export async function finalizePurchase(purchases: Purchases, body: GiftCardFinalizeBody): Promise<Answer> {
  try {
    const answer = await purchases.finalize(body.key);
    return { status: answer.status, body: answer.body satisfies GiftCardFinalizeAnswer };
  } catch (error) {
    if (error instanceof UndecipherableData) return refused(400, error.message);
    throw error;
  }
}
