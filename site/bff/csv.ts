/** Characters that make a spreadsheet read a cell as a formula (or hide its start). */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvOptions {
  /** `\r\n` as RFC 4180 says (spreadsheets), or `\n` (GTFS feeds). */
  lineEnd?: '\r\n' | '\n';
  /**
   * For files people open in a spreadsheet: a cell starting with = + - @, a tab or a carriage
   * return is prefixed with an apostrophe, so it is shown and never run as a formula.
   */
  spreadsheetSafe?: boolean;
}

/** The project's one CSV writer (RFC 4180): fields quoted when they hold a comma, a quote or a line break. */
export function formatCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  options: CsvOptions = {},
): string {
  const { lineEnd = '\r\n', spreadsheetSafe = false } = options;
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = spreadsheetSafe && FORMULA_START.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join(lineEnd) + lineEnd;
}
