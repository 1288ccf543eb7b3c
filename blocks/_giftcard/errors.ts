/** The services of the recipient and buyer pages, by the path of their call. */
export type GiftCardService =
  | 'card-lookup'
  | 'change-pin'
  | 'resend-email'
  | 'resend-purchase-email'
  | 'update-activation-date'
  | 'retractation';

/**
 * The catalog key of the message shown when a service call is refused. A wrong PAN or
 * reference says "invalid inputs" without telling which one was wrong.
 */
export function refusalMessageKey(service: GiftCardService, status: number, cause?: string): string {
  const lookups: GiftCardService[] = ['card-lookup', 'change-pin', 'resend-email', 'resend-purchase-email'];
  if (status === 404 && lookups.includes(service)) return 'giftcard.error.invalid_inputs';
  if (status === 404) return 'giftcard.error.not_found';
  if (service === 'retractation' && status === 401 && cause === 'ALREADY_RETRACTED') return 'giftcard.error.already_retracted';
  if (service === 'retractation' && status === 401 && cause === 'EXPIRED') return 'giftcard.error.expired';
  if (status === 429) return 'giftcard.error.too_many';
  return 'giftcard.error.default';
}
