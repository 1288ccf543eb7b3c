/**
 * A validation error: a catalog key with its values (translated where it is shown, in the
 * browser or in the server's answer), or a text the form definition wrote itself
 * (#required_error, #mismatch_message...).
 */
export type FieldError = { key: string; values?: Record<string, string | number> } | { text: string };

/** Errors of a form, keyed by field; a sub-field's key is joined with '][' (phone][ext). */
export type FormErrors = Record<string, FieldError>;

export function errorKey(...parts: Array<string | number>): string {
  return parts.join('][');
}

/** Splits a server error key back into its parts: 'phone][ext' gives ['phone', 'ext']. */
export function splitErrorKey(key: string): string[] {
  return key.split('][');
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The text of an error in a locale; ISO dates in its values are shown the locale's way. */
export function errorText(error: FieldError, t: Translate, locale: string): string {
  if ('text' in error) return error.text;
  const values = Object.fromEntries(
    Object.entries(error.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? localDate(value, locale) : value,
    ]),
  );
  return t(error.key, values);
}

/** A real calendar date the locale's way; a date-shaped value that is no date ("9999-99-99") stays as typed. */
function localDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Escapes a text for places that show messages as HTML (field errors are shown as HTML: custom messages may hold links). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
