import type { Locale } from '@quai/engine/i18n';

/**
 * How a key figure's number is displayed: a plain integer is grouped in thousands the way the
 * page's language writes numbers ("15000" and "5000000" become "15 000" and "5 000 000" in
 * French, "15,000" and "5,000,000" in English, "5.000.000" in Spanish and Italian); any other
 * text ("1,2", "24/7", "5 000 000+") is the editor's own writing and is left as written. French
 * groups with plain spaces, as editors type them; the number never wraps (see the styles).
 */
export function formatKeyFigure(number: string, locale: Locale): string {
  if (!/^\d+$/.test(number)) return number;
  const grouped = groupingFormat(locale).format(BigInt(number));
  return locale === 'fr' ? grouped.replace(/[\u202f\u00a0]/g, ' ') : grouped;
}

/** One formatter per locale for the process: building one costs more than formatting with it, on every page render. */
const formats = new Map<string, Intl.NumberFormat>();
function groupingFormat(locale: string): Intl.NumberFormat {
  const known = formats.get(locale);
  if (known) return known;
  const format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
  formats.set(locale, format);
  return format;
}
