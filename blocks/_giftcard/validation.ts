import { dayInWindow, rangeInWindow, type Day } from '../../domain/giftcard/dates';
import { isEmail, ORDER_ID_LENGTH } from '../../domain/giftcard/people';

/** Field name to catalog key of its error. */
export type FieldErrors = Record<string, string>;

/** The checks of the service forms, on trimmed values. */
export function checkServiceForm(
  values: Record<string, string>,
  windows: { activation?: { min: Day; max: Day }; purchases?: { min: Day; max: Day } } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['pan', 'transactionId', 'captchaCode'])
    if (name in values && values[name] === '') errors[name] = 'giftcard.field.required';
  if ('orderId' in values && values.orderId!.length !== ORDER_ID_LENGTH) errors.orderId = 'giftcard.field.order_id';
  if ('email' in values) {
    if (!isEmail(values.email!)) errors.email = 'giftcard.field.email_invalid';
    if (!isEmail(values.confirm ?? '')) errors.confirm = 'giftcard.field.email_invalid';
    else if (values.confirm !== values.email) errors.confirm = 'giftcard.field.mismatch';
  }
  if ('activationDate' in values && windows.activation && dayInWindow(values.activationDate!, windows.activation))
    errors.activationDate = 'giftcard.field.activation_window';
  if ('minDate' in values && windows.purchases) {
    const problem = rangeInWindow(values.minDate!, values.maxDate ?? '', windows.purchases);
    if (problem === 'end_before_start') errors.maxDate = 'giftcard.field.end_before_start';
    else if (problem) errors[dayInWindow(values.minDate!, windows.purchases) ? 'minDate' : 'maxDate'] = 'giftcard.field.purchase_window';
  }
  return errors;
}
