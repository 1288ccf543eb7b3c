import { webformSchemas } from '../../blocks/webform/element-schemas';
import elementBaseSchema from '../../schemas/webform/element-base.schema.json';
import webformSchema from '../../schemas/webform/webform.schema.json';
import { joinPointer, type ContentProblem } from '@quai/engine/problems';

type Schema = { properties?: Record<string, unknown>; patternProperties?: Record<string, unknown> };
type Json = Record<string, unknown>;

/** The property names and patterns one schema (with element-base, which every type extends) declares. */
const declared = (schema: Schema) => ({
  names: new Set([...Object.keys(elementBaseSchema.properties), ...Object.keys(schema.properties ?? {})]),
  patterns: [...Object.keys(elementBaseSchema.patternProperties), ...Object.keys(schema.patternProperties ?? {})].map(
    (pattern) => new RegExp(pattern, 'u'),
  ),
});

/** What each known `#type` declares, read from the element schemas once. */
const DECLARED_BY_TYPE = new Map(
  webformSchemas.flatMap((schema) => {
    const type = ((schema as Schema).properties?.['#type'] as { const?: unknown } | undefined)?.const;
    return typeof type === 'string' ? [[type, declared(schema as Schema)] as const] : [];
  }),
);
const FORM_PROPERTIES = new Set(Object.keys(webformSchema.properties));

/**
 * Reads a form definition as Drupal's Webform module does, before it is validated: a property
 * this site does not use (`#field_prefix`, `#more`, `#select2`...) is left out and noted as a
 * warning instead of rejecting the form, and so is an unknown property of the form itself (a
 * form-level `#attributes`); an element with only `#markup` and no `#type` is markup; an element
 * of a type the site does not render is noted too (it shows the debug block). A known
 * property with a wrong value is left for the schema to reject, naming the property.
 */
export function tolerateDrupalWebform(data: unknown, origin: string, warnings: ContentProblem[]): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const form: Json = {};
  for (const [key, value] of Object.entries(data as Json)) {
    if (FORM_PROPERTIES.has(key)) form[key] = value;
    else warnings.push({ file: origin, pointer: joinPointer('', key), reason: `form property "${key}" is not used by this site: ignored` });
  }
  const elements = form.elements;
  if (elements && typeof elements === 'object' && !Array.isArray(elements))
    form.elements = tolerateChildren(elements as Json, '/elements', origin, warnings);
  return form;
}

function tolerateChildren(children: Json, pointer: string, origin: string, warnings: ContentProblem[]): Json {
  return Object.fromEntries(
    Object.entries(children).map(([key, element]) => [key, tolerateElement(element, joinPointer(pointer, key), origin, warnings)]),
  );
}

function tolerateElement(value: unknown, pointer: string, origin: string, warnings: ContentProblem[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const element = { ...(value as Json) };
  // Drupal renders an element with only markup as markup.
  if (element['#type'] === undefined && element['#markup'] !== undefined) element['#type'] = 'webform_markup';
  const known = typeof element['#type'] === 'string' ? DECLARED_BY_TYPE.get(element['#type']) : undefined;
  if (typeof element['#type'] === 'string' && !known) {
    warnings.push({
      file: origin,
      pointer,
      reason: `element type "${element['#type']}" is not rendered by this site: it shows as a debug block and takes no value`,
    });
  }
  if (element['#type'] === 'webform_computed_twig')
    warnings.push({
      file: origin,
      pointer,
      reason: 'a Twig template is never run by this site: the element shows its template as plain text',
    });
  const kept: Json = {};
  for (const [key, property] of Object.entries(element)) {
    if (!key.startsWith('#'))
      kept[key] = tolerateElement(
        element['#type'] === 'table' ? asTableRow(property) : property,
        joinPointer(pointer, key),
        origin,
        warnings,
      );
    // Unknown types keep everything: the debug block shows the element as it came.
    else if (!known || known.names.has(key) || known.patterns.some((pattern) => pattern.test(key))) kept[key] = property;
    else
      warnings.push({
        file: origin,
        pointer: joinPointer(pointer, key),
        reason: `property "${key}" of a ${String(element['#type'])} element is not used by this site: ignored`,
      });
  }
  return kept;
}

/** A child of Drupal's core table is a row, written without a type: it reads as one. */
function asTableRow(child: unknown): unknown {
  return child && typeof child === 'object' && !Array.isArray(child) && (child as Json)['#type'] === undefined
    ? { '#type': 'webform_table_row', ...(child as Json) }
    : child;
}
