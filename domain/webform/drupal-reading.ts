import { webformSchemas } from './element-schemas';
import { NOT_SET, readAsPhp, type ResolveRef, type SchemaFragment } from './php-values';

/**
 * One element's own properties read as Drupal reads them (children are read on their own), by
 * the schema of its `#type` and the base every type extends: numbers, booleans, strings and
 * option maps as PHP gives them (`php-values.ts`), `#states` without the conditions Drupal
 * cannot follow, the misspelt `require` state as `required`, tokens Drupal would fill from
 * what it knows of the visitor or the site cleared, and a `#title` written in HTML read as its
 * text (labels, legends, error links and the announcements of screen readers are text).
 */

const BY_ID = new Map(webformSchemas.map((schema) => [String(schema.$id), schema as SchemaFragment]));
const BASE = BY_ID.get('https://quai.dev/schemas/webform/element-base.schema.json')!;
const BY_TYPE = new Map(
  webformSchemas.flatMap((schema) => {
    const type = ((schema.properties as Record<string, SchemaFragment> | undefined)?.['#type'] as { const?: unknown } | undefined)?.const;
    return typeof type === 'string' ? [[type, schema as SchemaFragment] as const] : [];
  }),
);

/** The document a schema fragment sits in, found from its `$id` once fragments are followed. */
const ROOT_OF = new Map<SchemaFragment, SchemaFragment>();
for (const schema of BY_ID.values()) {
  const visit = (fragment: unknown) => {
    if (!fragment || typeof fragment !== 'object') return;
    if (!Array.isArray(fragment)) ROOT_OF.set(fragment as SchemaFragment, schema);
    for (const inner of Object.values(fragment)) visit(inner);
  };
  visit(schema);
}

const resolve: ResolveRef = (ref, from) => {
  const [file, fragment = ''] = ref.split('#');
  const root = file ? BY_ID.get(`https://quai.dev/schemas/webform/${file}`) : (ROOT_OF.get(from) ?? BASE);
  return fragment
    .split('/')
    .filter(Boolean)
    .reduce<SchemaFragment | undefined>((at, token) => at?.[token] as SchemaFragment | undefined, root);
};

/** The schema of a property of an element of this type (its own, else the base's, else a pattern's). */
function propertySchema(type: string, property: string): SchemaFragment | undefined {
  for (const schema of [BY_TYPE.get(type), BASE]) {
    const named = (schema?.properties as Record<string, SchemaFragment> | undefined)?.[property];
    if (named) return named;
  }
  for (const schema of [BY_TYPE.get(type), BASE]) {
    for (const [source, fragment] of Object.entries((schema?.patternProperties ?? {}) as Record<string, SchemaFragment>))
      if (source.startsWith('^#') && new RegExp(source, 'u').test(property)) return fragment;
  }
  return undefined;
}

/** A token Drupal fills from the submission, the visitor, the site or the date: `[webform_submission:values:name]`, `[current-user:mail]`. */
const TOKEN = /\[[a-z0-9_-]+(?::[^\][\s]+)+\]/gi;

/** Properties whose tokens are filled later, from the submission (computed elements). */
const TOKENS_KEPT = new Set(['#template']);

/** Reads an element's `#` properties; a property PHP reads as not set is left out. Children are returned untouched. */
export function readDrupalElement(element: Record<string, unknown>): Record<string, unknown> {
  const type = String(element['#type']);
  const read: Record<string, unknown> = {};
  for (const [key, written] of Object.entries(element)) {
    if (!key.startsWith('#')) {
      read[key] = written;
      continue;
    }
    let value = TOKENS_KEPT.has(key) ? written : withoutTokens(written);
    if (key === '#states') value = readableStates(value);
    if (key === '#title' && typeof value === 'string') value = textOfHtml(value);
    value = readAsPhp(value, propertySchema(type, key), resolve);
    if (value !== NOT_SET) read[key] = value;
  }
  return read;
}

/** Tokens cleared from a text (and the texts of a list or map), as Drupal clears the tokens it cannot fill. */
function withoutTokens(value: unknown): unknown {
  if (typeof value === 'string') {
    const cleared = value.replace(TOKEN, '');
    return cleared === value ? value : cleared.trim();
  }
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutTokens(item)]));
  return value;
}

/** The text of a title written in HTML: tags dropped, the common entities read. */
function textOfHtml(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A trigger's selector that names no element: Drupal's script finds nothing to follow. */
const EMPTY_SELECTOR = /^\s*$|name\s*=\s*(?:""|''|\])/;

/**
 * `#states` as Drupal follows them: `require` (a common slip) is `required`; a condition whose
 * selector names nothing is dropped, and a state left with no condition never applies (Drupal's
 * script never sees it change).
 */
function readableStates(states: unknown): unknown {
  if (!states || typeof states !== 'object' || Array.isArray(states)) return states;
  const read: Record<string, unknown> = {};
  for (const [name, condition] of Object.entries(states)) {
    const kept = withoutEmptySelectors(condition);
    if (kept === undefined) continue;
    read[name.replace(/^(!*)require$/, '$1required')] = kept;
  }
  return read;
}

function withoutEmptySelectors(condition: unknown): unknown {
  if (Array.isArray(condition)) {
    const kept = condition.map((item) => (typeof item === 'string' ? item : withoutEmptySelectors(item)));
    return kept.some((item) => item && typeof item === 'object') ? kept.filter((item) => item !== undefined) : undefined;
  }
  if (!condition || typeof condition !== 'object') return condition;
  const kept = Object.entries(condition).filter(([selector]) => !EMPTY_SELECTOR.test(selector));
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * Drupal's character counter refuses a text longer than its `#counter_maximum`: here that is the
 * element's `#maxlength` (unless it has one), so the browser and the server refuse it alike. A
 * word counter limits nothing here.
 */
export function withCounterLimit(element: Record<string, unknown>): Record<string, unknown> {
  const maximum = Number(element['#counter_maximum']);
  if (element['#counter_type'] !== 'character' || !Number.isInteger(maximum) || maximum <= 0 || element['#maxlength'] !== undefined)
    return element;
  return { ...element, '#maxlength': maximum };
}
