/**
 * The contract between the server, which marks islands in its HTML, and the browser entry,
 * which hydrates them. An island is an element (display: contents) carrying the block type,
 * its hydration mode and the id of a JSON script holding its props.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-hydrate';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
export const ISLAND_POINTER_ATTRIBUTE = 'data-pointer';
/** Marks an island that is a named component (header, theme switch...) rather than a block. */
export const COMPONENT_ISLAND_ATTRIBUTE = 'data-island-component';
/** Id of the JSON script with what every island of a page shares (locale, messages, layout). */
export const PAGE_CONTEXT_ID = 'quai-page-context';

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
export function serializeForScript(value: unknown): string {
  // One pass over the JSON: every page writes its islands' props (tens of kilobytes on a results page).
  return JSON.stringify(value).replace(/[<>\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
