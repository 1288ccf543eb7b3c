import type { GiftCardDone, GiftCardError } from '../../../../schemas/generated/api/giftcard-answers';
import { isEmail } from '../../../../domain/giftcard/people';

/** What a gift-card handler answers: a status and a body, sent uncached by the route. */
export type Answer = { status: number; body: Record<string, unknown> | string };

export const refused = (status: number, message: string, extra: Pick<GiftCardError, 'cause' | 'errorCode'> = {}): Answer => ({
  status,
  body: { message, ...extra } satisfies GiftCardError,
});

export const done: Answer = { status: 200, body: { success: true } satisfies GiftCardDone };

export const NO_CARD = 'No card matches these details.';

/** The e-mail pair every buyer and recipient form sends, trimmed: a reason when they are not one valid address. */
export function addressProblem(email: string, confirm: string): string | undefined {
  if (!isEmail(email.trim())) return 'email must be a valid e-mail address.';
  if (email.trim() !== confirm.trim()) return 'confirm must repeat email.';
  return undefined;
}
