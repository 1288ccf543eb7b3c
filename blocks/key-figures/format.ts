/** Numbers up to this many characters are grouped in thousands; longer ones are shown as written. */
export const MAX_GROUPED_LENGTH = 6;

/**
 * How a key figure's number is displayed: "15000" becomes "15 000", while "5000000" (longer
 * than six characters) or any text that is not a plain integer is left as the editor wrote it.
 */
export function formatKeyFigure(number: string): string {
  if (number.length > MAX_GROUPED_LENGTH || !/^\d+$/.test(number)) return number;
  return number.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
