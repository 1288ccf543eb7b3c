/**
 * How a key figure's number is displayed, as the specification says: a number longer than six
 * characters is shown as written (content writes long figures already formatted, "5 000 000"),
 * a shorter number is grouped in thousands with spaces in every language: its whole part,
 * after a sign and before a decimal part ("15000" becomes "15 000", "-1500" "-1 500", "1500,5"
 * "1 500,5"), and any other text ("24/7", "5 km") is the editor's own writing, left as written.
 * The number never wraps (see the styles).
 */
export function formatKeyFigure(number: string): string {
  const parts = /^([+\-−]?)(\d+)([.,]\d+)?$/.exec(number);
  if (number.length > 6 || !parts) return number;
  const [, sign, whole, decimals = ''] = parts;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+$)/g, ' ')}${decimals}`;
}
