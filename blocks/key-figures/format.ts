/**
 * How a key figure's number is displayed, as the specification says: a number longer than six
 * characters is shown as written (content writes long figures already formatted, "5 000 000"),
 * a shorter plain integer is grouped in thousands with spaces ("15000" becomes "15 000") in
 * every language, and any other text ("1,2", "24/7") is the editor's own writing, left as
 * written. The number never wraps (see the styles).
 */
export function formatKeyFigure(number: string): string {
  if (number.length > 6 || !/^\d+$/.test(number)) return number;
  return number.replace(/\B(?=(\d{3})+$)/g, ' ');
}
