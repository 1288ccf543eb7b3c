import { randomBytes } from 'node:crypto';

/**
 * Marks that stand for the texts of request reads while the server renders an island's markup
 * to keep, and the filling in of each request's texts. A mark is made of private-use characters
 * (which React writes as they are, in text and in attributes) around a token drawn when the
 * process starts, so no content can contain one.
 */
const TOKEN = randomBytes(8).toString('hex');
const MARK = new RegExp(`\uE000${TOKEN}(\\d+)\uE001`);
/** What is left of a mark cut at either end, or with its case changed. */
const PIECE_OF_A_MARK = new RegExp(`\uE000${TOKEN.slice(0, 6)}|${TOKEN.slice(-6)}\\d*\uE001`, 'i');

/** The mark of the text at `index` among those an island's render was given. */
export function textMark(index: number): string {
  return `\uE000${TOKEN}${index}\uE001`;
}

/** Markup ready to fill: its text and the indexes of the texts between, alternately (text first and last). */
export type MarkedMarkup = readonly (string | number)[];

/**
 * The markup cut at its marks. A mark found cut or changed means a component did more with a
 * text than show it (cut it, changed its case): its markup would differ from the one
 * made with the text itself, so this throws, naming `island`.
 */
export function markedMarkup(html: string, island: string): MarkedMarkup {
  // A split on a pattern with one group gives the text between marks and each mark's group.
  const parts = html.split(MARK).map((part, at) => (at % 2 === 1 ? Number(part) : part));
  for (let at = 0; at < parts.length; at += 2)
    if (PIECE_OF_A_MARK.test(parts[at] as string))
      throw new Error(`${island} changed a text of a request read: texts are shown as they are (docs/kept-islands.md)`);
  return parts;
}

/** The markup with each text written where its mark was, escaped as React escapes a string. */
export function fillMarkup(markup: MarkedMarkup, texts: readonly string[]): string {
  if (markup.length === 1) return markup[0] as string;
  let html = '';
  for (const part of markup) html += typeof part === 'number' ? escapeAsReact(texts[part]!) : part;
  return html;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** A string as React writes it in text or in an attribute's value (react-dom-server's escapeTextForBrowser). */
function escapeAsReact(value: string): string {
  return value.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
}
