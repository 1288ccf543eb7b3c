import { escapeHtml } from '../../../domain/webform/messages';
import type { Translate } from '@quai/engine/i18n';
import type { Email } from './mailer';

type Values = Record<string, string | number>;

/** Amounts in e-mails: euros with the locale's separators and the euro sign. */
export function euros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The card number as people read it: groups of four digits. */
export const groupedPan = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An e-mail from catalog keys giftcard.email.<name>.subject and .lines: the lines are the text
 * version, one paragraph each in the HTML version (values escaped).
 */
export function email(t: Translate, name: string, to: string, values: Values, extraLines: string[] = []): Email {
  const lines = [...t(`giftcard.email.${name}.lines`, values).split('\n'), ...extraLines];
  return {
    to,
    subject: t(`giftcard.email.${name}.subject`, values),
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}
