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
/**
 * The event that asks an island waiting for its time (the visitor, the view, an idle moment) to
 * hydrate now: a page script whose page changed under the server's HTML (the network lost, so
 * live figures must go) wakes the island that draws them.
 */
export const HYDRATE_NOW_EVENT = 'quai:hydrate-now';
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

/** The props of an island, from the JSON script its element names (null when there is none). */
export function readIslandProps(element: Element): unknown {
  const propsId = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  return JSON.parse((propsId && element.ownerDocument.getElementById(propsId)?.textContent) || 'null') as unknown;
}
