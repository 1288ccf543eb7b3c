/**
 * The CSV dialect of GTFS (RFC 4180): comma separated, fields quoted with " when they hold a
 * comma, a quote or a line break, quotes doubled inside quotes. A UTF-8 byte order mark is ignored.
 */
export function parseCsv(text: string): Array<Record<string, string>> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Most feeds quote nothing: splitting lines and commas is then several times faster (start-up time).
  const rows = body.includes('"') ? parseRows(body) : body.split(/\r?\n|\r/).map((line) => line.split(','));
  const header = rows.shift()?.map((name) => name.trim()) ?? [];
  return rows
    .filter((row) => row.length > 1 || (row[0] ?? '') !== '')
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
