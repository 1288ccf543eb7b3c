import type { TunnelState } from '../../machines/giftcard-tunnel';
import { amountError } from '../../domain/giftcard/amounts';
import type { CatalogueEntry } from '../../domain/giftcard/catalogue';
import { activationWindow, dayInWindow } from '../../domain/giftcard/dates';
import { endsWithLetter, isEmail, MESSAGE_MAX_LENGTH } from '../../domain/giftcard/people';

/** Field path (buyerInfos.email...) to the catalog key of its error. */
export type TunnelErrors = Record<string, string>;

/** The checks of step 0 on trimmed values, the amount against the catalogue's bounds; empty when the buyer may go on to the summary. */
export function checkPersonalisation(
  values: TunnelState,
  bounds: Pick<CatalogueEntry, 'minAmount' | 'maxAmount'> | undefined,
  now = new Date(),
): TunnelErrors {
  const errors: TunnelErrors = {};
  const amount = bounds && amountError(values.amount, bounds);
  if (amount) errors.amount = `giftcard.tunnel.error.${amount}`;
  if (values.personalizedMessage.length > MESSAGE_MAX_LENGTH) errors.personalizedMessage = 'giftcard.tunnel.error.max_char';
  const buyer = values.buyerInfos;
  for (const name of ['lastname', 'firstname'] as const) {
    if (!buyer[name].trim()) errors[`buyerInfos.${name}`] = 'giftcard.field.required';
    else if (!endsWithLetter(buyer[name])) errors[`buyerInfos.${name}`] = 'giftcard.tunnel.error.alphanumerical_only';
    if (!values.beneficiaryInfos[name].trim()) errors[`beneficiaryInfos.${name}`] = 'giftcard.field.required';
  }
  if (!isEmail(buyer.email.trim())) errors['buyerInfos.email'] = 'giftcard.field.email_invalid';
  if (!isEmail(buyer.confirm.trim())) errors['buyerInfos.confirm'] = 'giftcard.field.email_invalid';
  else if (buyer.confirm.trim() !== buyer.email.trim()) errors['buyerInfos.confirm'] = 'giftcard.field.mismatch';
  const beneficiary = values.beneficiaryInfos;
  if (beneficiary.email.trim() && !isEmail(beneficiary.email.trim())) errors['beneficiaryInfos.email'] = 'giftcard.field.email_invalid';
  if (beneficiary.confirm.trim() !== beneficiary.email.trim()) errors['beneficiaryInfos.confirm'] = 'giftcard.field.mismatch';
  if (values.activationMode === 'DEFERRED' && dayInWindow(values.activationDate, activationWindow(now)))
    errors.activationDate = 'giftcard.field.activation_window';
  return errors;
}
