import { indexElements, optionLabel, valueStrings, type ElementMap, type FieldValue, type FormValues } from './elements';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * Computed elements, pure: the browser shows their text as the visitor types and the server
 * computes it again from what it receives (the browser's text is never trusted).
 * `webform_computed_token` replaces the submission tokens of its `#template`
 * (`[webform_submission:values:<key>]`, `…:<key>:<sub-key>` for a composite's part, `…:raw` for
 * the value rather than its label); any other token (site, date, user...) is left out, as Drupal
 * clears tokens it cannot fill. `webform_computed_twig` is read, never run: a template made of
 * text and `{{ data.<key> }}` (`{{ data.<key>.<sub-key> }}`) shows that text with the values;
 * any other Twig (tags, filters, arithmetic) shows nothing, and loading logs it.
 */
export const COMPUTED_TYPES = new Set(['webform_computed_token', 'webform_computed_twig']);

const TOKEN = /\[([a-z0-9_-]+(?::[a-zA-Z0-9_-]+)*)\]/g;

/**
 * The text of a computed element for these values (`byKey`: every element of the form by key).
 * The template's markup is dropped: the text is plain, values are the visitor's own words.
 */
export function computedText(element: WebformElementNode, values: FormValues, byKey: ReadonlyMap<string, WebformElementNode>): string {
  const template = (typeof element['#template'] === 'string' ? element['#template'] : '').replace(/<[^>]*>/g, '').trim();
  if (element['#type'] !== 'webform_computed_token') {
    if (!isReadableTwig(template)) return '';
    return template.replace(TWIG_VALUE, (_expression, key: string, sub: string | undefined) =>
      valueText(byKey.get(key), values[key], sub, false),
    );
  }
  return template.replace(TOKEN, (_token, name: string) => {
    const [group, kind, key, ...rest] = name.split(':');
    if (group !== 'webform_submission' || kind !== 'values' || !key) return '';
    const raw = rest.at(-1) === 'raw';
    const sub = rest.find((part) => part !== 'raw' && part !== 'value');
    return valueText(byKey.get(key), values[key], sub, raw);
  });
}

/** `{{ data.key }}` or `{{ data.key.sub }}`, the Twig this site reads. */
const TWIG_VALUE = /\{\{\s*data\.([a-z0-9_]+)(?:\.([a-z0-9_]+))?\s*\}\}/g;

/** True for a Twig template of text and `{{ data.<key> }}` only: the Twig this site can read. */
export function isReadableTwig(template: string): boolean {
  const rest = template.replace(TWIG_VALUE, '');
  return !/\{[{%#]/.test(rest);
}

function valueText(element: WebformElementNode | undefined, value: FieldValue | undefined, sub: string | undefined, raw: boolean): string {
  if (!element || value === undefined) return '';
  if (sub)
    return valueStrings(
      Array.isArray(value)
        ? value.map((row) => (typeof row === 'string' ? row : (row[sub] ?? '')))
        : typeof value === 'object'
          ? value[sub]
          : '',
    ).join(', ');
  const options = element['#options'];
  const label = (item: string) =>
    !raw && options && typeof options === 'object' && typeof options[item] === 'string' ? optionLabel(options[item]) : item;
  return valueStrings(value).filter(Boolean).map(label).join(', ');
}

/** The values the server stores for the computed elements of a form: their text when `#store` asks for it, else nothing. */
export function computedValues(elements: ElementMap, values: FormValues): FormValues {
  const byKey = new Map(indexElements(elements).map(({ key, element }) => [key, element]));
  return Object.fromEntries(
    indexElements(elements)
      .filter(({ element }) => COMPUTED_TYPES.has(element['#type']))
      .map(({ key, element }) => [key, element['#store'] === true ? computedText(element, values, byKey) : '']),
  );
}
