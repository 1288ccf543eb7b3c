/** An e-mail address as the forms accept it: one @, a dot in the domain, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

/** A name must end with a letter (any script): "Anne-Marie" yes, "Anne-" or "Anne 2" no. */
export function endsWithLetter(value: string): boolean {
  return /\p{L}$/u.test(value.trim());
}

/** Every text a gift-card form sends is trimmed first. */
export function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}

/** The card or order reference: exactly six characters. */
export const ORDER_ID_LENGTH = 6;
/** The personalised message on a card. */
export const MESSAGE_MAX_LENGTH = 250;
