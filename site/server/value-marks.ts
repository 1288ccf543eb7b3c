import { randomBytes } from 'node:crypto';

/**
 * Marks that stand for the values an island shows while the server renders its markup to keep
 * (see `useShownValues`), and the filling in of each request's values. A mark is made of
 * private-use characters (which React writes as they are, in text and in attributes) around a
 * token drawn when the process starts, so no content can contain one.
 */
const TOKEN = randomBytes(8).toString('hex');
const MARK = new RegExp(`\uE000${TOKEN}(\\d+)\uE001`);

/** The mark of the value at `index` among those an island render showed. */
export function markOf(index: number): string {
  return `\uE000${TOKEN}${index}\uE001`;
}

/** Markup ready to fill: its text and the indexes of the values between, alternately (text first and last). */
export type MarkedMarkup = readonly (string | number)[];

export function markedMarkup(html: string): MarkedMarkup {
  // A split on a pattern with one group gives the text between marks and each mark's group.
  return html.split(MARK).map((part, at) => (at % 2 === 1 ? Number(part) : part));
}

/** The markup with each value written where its mark was, escaped as React escapes a string. */
export function fillMarkup(markup: MarkedMarkup, values: readonly string[]): string {
  if (markup.length === 1) return markup[0] as string;
  let html = '';
  for (const part of markup) html += typeof part === 'number' ? escapeAsReact(values[part]!) : part;
  return html;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** A string as React writes it in text or in an attribute's value (react-dom-server's escapeTextForBrowser). */
function escapeAsReact(value: string): string {
  return value.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
}
