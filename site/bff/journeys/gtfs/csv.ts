import { parse } from 'csv-parse/sync';

export type CsvRow = Record<string, string>;

/**
 * Rows of a GTFS table (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a byte order mark
 * at the start), read by csv-parse. A table that cannot be read stops with the file and line.
 */
export function parseCsv(text: string, file = 'CSV'): CsvRow[] {
  try {
    return parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
    }) as CsvRow[];
  } catch (error) {
    const { lines } = error as { lines?: number };
    throw new Error(`${file}${lines ? `, line ${lines}` : ''}: ${(error as Error).message}`);
  }
}
