import type { GiftCardDecrypted, GiftCardInformation } from '../../../../schemas/generated/api/giftcard-answers';
import type { GiftCardLookupBody } from '../../../../schemas/generated/api/giftcard-card-lookup';
import type { GiftCardChangePinBody } from '../../../../schemas/generated/api/giftcard-change-pin';
import type { DecryptBody } from '../../../../schemas/generated/api/giftcard-decrypt';
import type { GiftCardResendEmailBody } from '../../../../schemas/generated/api/giftcard-resend-email';
import type { GiftCardResendPurchaseEmailBody } from '../../../../schemas/generated/api/giftcard-resend-purchase-email';
import type { GiftCardRetractationBody } from '../../../../schemas/generated/api/giftcard-retractation';
import type { GiftCardUpdateActivationDateBody } from '../../../../schemas/generated/api/giftcard-update-activation-date';
import { activationWindow, dayInWindow, rangeInWindow, resendPurchaseWindow } from '../../../../domain/giftcard/dates';
import { ORDER_ID_LENGTH } from '../../../../domain/giftcard/people';
import type { PictureCaptcha } from '../captcha';
import { type GiftCardCipher, UndecipherableData } from '../cipher';
import type { GiftCardProvider } from '../provider';
import { type Answer, addressProblem, done, NO_CARD, refused } from './answer';

/**
 * The card services a visitor uses after a purchase (balance, PIN, e-mails, activation day,
 * withdrawal), each a function of the parts it needs and the request body, answering a status and
 * a body: the routes only send what these return.
 */

/** POST /api/decrypt: opens data the service sealed. */
export function decrypt(cipher: GiftCardCipher, { encryptedData }: DecryptBody): Answer {
  try {
    return { status: 200, body: cipher.open(encryptedData) satisfies GiftCardDecrypted };
  } catch (error) {
    if (error instanceof UndecipherableData) return refused(400, error.message);
    throw error;
  }
}

const orderIdProblem = (orderId: string) =>
  orderId.trim().length === ORDER_ID_LENGTH ? undefined : refused(400, `orderId has exactly ${ORDER_ID_LENGTH} characters.`);

export async function cardInformation(cards: GiftCardProvider, { pan, orderId }: GiftCardLookupBody): Promise<Answer> {
  const wrong = orderIdProblem(orderId);
  if (wrong) return wrong;
  const information = await cards.cardInformation(pan.trim(), orderId.trim());
  return information ? { status: 200, body: { ...information } satisfies GiftCardInformation } : refused(404, NO_CARD);
}

/** The picture captcha, as the handlers use it. */
type CaptchaCheck = Pick<PictureCaptcha, 'check'>;

type CaptchaBody = { captchaCode: string; captchaId: string; email: string; confirm: string };

/** Captcha first: a wrong code answers the same whatever the card details. */
async function withCaptcha(captcha: CaptchaCheck, body: CaptchaBody, action: () => Promise<boolean>): Promise<Answer> {
  const problem = addressProblem(body.email, body.confirm);
  if (problem) return refused(400, problem);
  if (!(await captcha.check(body.captchaId, body.captchaCode)))
    return refused(401, 'The captcha answer is wrong or expired.', { cause: 'INCORRECT_CAPTCHA' });
  return (await action()) ? done : refused(404, NO_CARD);
}

export function changePin(cards: GiftCardProvider, captcha: CaptchaCheck, body: GiftCardChangePinBody): Promise<Answer> {
  return withCaptcha(captcha, body, () =>
    cards.changePin(body.pan.trim(), body.transactionId.trim(), body.email.trim(), body.langcode ?? 'fr'),
  );
}

export async function resendCardEmail(cards: GiftCardProvider, captcha: CaptchaCheck, body: GiftCardResendEmailBody): Promise<Answer> {
  return (
    orderIdProblem(body.orderId) ??
    withCaptcha(captcha, body, () =>
      cards.resendCardEmail(body.transactionId.trim(), body.orderId.trim(), body.email.trim(), body.langcode ?? 'fr'),
    )
  );
}

export async function resendPurchaseEmails(cards: GiftCardProvider, body: GiftCardResendPurchaseEmailBody): Promise<Answer> {
  const problem = addressProblem(body.email, body.confirm);
  if (problem) return refused(400, problem);
  const window = resendPurchaseWindow();
  const dates = rangeInWindow(body.minDate.trim(), body.maxDate.trim(), window);
  if (dates) return refused(400, `${dates}: the days must lie between ${window.min} and ${window.max}, the end not before the start.`);
  return (await cards.resendPurchaseEmails(body.email.trim(), body.minDate.trim(), body.maxDate.trim(), body.langcode ?? 'fr'))
    ? done
    : refused(404, 'No purchase matches these details.');
}

export async function updateActivationDate(cards: GiftCardProvider, body: GiftCardUpdateActivationDateBody): Promise<Answer> {
  const problem = addressProblem(body.email, body.confirm);
  if (problem) return refused(400, problem);
  const window = activationWindow();
  const day = body.activationDate.trim().slice(0, 10);
  const dates = dayInWindow(day, window);
  if (dates) return refused(400, `${dates}: the activation day must lie between ${window.min} and ${window.max}.`);
  const result = await cards.updateActivationDate(body.transactionId.trim(), body.email.trim(), day, body.langcode ?? 'fr');
  if (result === 'not_found') return refused(404, NO_CARD);
  if (result === 'ALREADY_ACTIVE')
    return refused(409, 'The card is already active: its activation date can no longer change.', { cause: 'ALREADY_ACTIVE' });
  return done;
}

export async function retract(cards: GiftCardProvider, body: GiftCardRetractationBody): Promise<Answer> {
  const problem = addressProblem(body.email, body.confirm);
  if (problem) return refused(400, problem);
  const result = await cards.retract(body.transactionId.trim(), body.email.trim(), body.langcode ?? 'fr');
  if (result === 'not_found') return refused(404, NO_CARD);
  if (result === 'ALREADY_RETRACTED') return refused(401, 'The purchase was already withdrawn.', { cause: 'ALREADY_RETRACTED' });
  if (result === 'EXPIRED') return refused(401, 'The withdrawal period of this purchase is over.', { cause: 'EXPIRED' });
  return done;
}
