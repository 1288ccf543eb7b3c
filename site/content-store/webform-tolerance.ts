import { webformSchemas } from '../../domain/webform/element-schemas';
import elementBaseSchema from '../../schemas/webform/element-base.schema.json';
import webformSchema from '../../schemas/webform/webform.schema.json';
import { joinPointer, type ContentProblem } from '@quai/engine/problems';
import { isReadableTwig } from '../../domain/webform/computed';
import { readDrupalElement, withCounterLimit } from '../../domain/webform/drupal-reading';
import { isChoiceGroupType } from '../../domain/webform/elements';
import { elementProblems } from './webform-element-check';

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
/** What an element key may hold: the form schema's own rule for its keys. */
const ELEMENT_KEY = new RegExp(webformSchema.properties.elements.propertyNames.pattern, 'u');

/** Where one form is read: its file, what is set aside (warnings) and what is left out (problems). */
interface Reading {
  origin: string;
  warnings: ContentProblem[];
  problems: ContentProblem[];
  /** The elements left out, for the debug box a development server shows above the form. */
  leftOut: Array<{ pointer: string; reason: string }>;
}

/**
 * Reads a form definition as Drupal's Webform module does, before it is validated: a property
 * this site does not use (`#field_prefix`, `#more`, `#select2`...) is left out and noted as a
 * warning instead of rejecting the form, and so is an unknown property of the form itself (a
 * form-level `#attributes`, or one written among the elements); an element with only `#markup`
 * and no `#type` is markup; an element of a type the site does not render is noted too (it
 * shows the debug block). Every property is read as PHP reads it (`drupal-reading.ts`). An
 * element whose value still cannot be read is left out of the form with its children, reported
 * as a problem at the property's pointer with the value expected, and listed in the form's
 * `leftOut`: the rest of the form loads, and the server never asks for what it left out.
 */
export function tolerateDrupalWebform(data: unknown, origin: string, warnings: ContentProblem[], problems: ContentProblem[] = []): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const form: Json = {};
  for (const [key, value] of Object.entries(data as Json)) {
    if (FORM_PROPERTIES.has(key)) form[key] = value;
    else warnings.push({ file: origin, pointer: joinPointer('', key), reason: `form property "${key}" is not used by this site: ignored` });
  }
  // An empty PHP array is written as a list: a form without elements.
  if (Array.isArray(form.elements) && form.elements.length === 0) form.elements = {};
  const elements = form.elements;
  const reading: Reading = { origin, warnings, problems, leftOut: [] };
  if (elements && typeof elements === 'object' && !Array.isArray(elements)) {
    const root: Json = {};
    for (const [key, value] of Object.entries(elements as Json)) {
      if (!key.startsWith('#')) root[key] = value;
      else
        warnings.push({
          file: origin,
          pointer: joinPointer('/elements', key),
          reason: `form property "${key}" is not used by this site: ignored`,
        });
    }
    form.elements = tolerateChildren(root, '/elements', reading);
  }
  if (reading.leftOut.length) form.leftOut = reading.leftOut;
  return form;
}

function tolerateChildren(children: Json, pointer: string, reading: Reading, inTable = false): Json {
  const kept: Json = {};
  for (const [key, child] of Object.entries(children)) {
    const at = joinPointer(pointer, key);
    // Drupal accepts any key in a form's YAML; this site names fields in lowercase letters, digits and underscores.
    if (!ELEMENT_KEY.test(key)) {
      leaveOut(reading, at, [
        { file: reading.origin, pointer: at, reason: `element key "${key}" has characters other than lowercase letters, digits and "_"` },
      ]);
      continue;
    }
    if (!child || typeof child !== 'object' || Array.isArray(child)) {
      leaveOut(reading, at, [
        { file: reading.origin, pointer: at, reason: `element "${key}" is ${JSON.stringify(child)}, not an element` },
      ]);
      continue;
    }
    const element = tolerateElement(inTable ? asTableRow(child as Json) : (child as Json), at, reading);
    if (element) kept[key] = element;
  }
  return kept;
}

function leaveOut(reading: Reading, pointer: string, problems: ContentProblem[]): void {
  reading.problems.push(...problems.map((problem) => ({ ...problem, reason: `${problem.reason}: the element is left out of the form` })));
  reading.leftOut.push({
    pointer,
    reason: problems.map((problem) => [problem.pointer.slice(pointer.length), problem.reason].filter(Boolean).join(': ')).join('; '),
  });
}

function tolerateElement(value: Json, pointer: string, reading: Reading): Json | undefined {
  const { origin, warnings } = reading;
  const element = { ...withCounterLimit(value) };
  // Drupal renders an element with only markup as markup.
  if (element['#type'] === undefined && element['#markup'] !== undefined) element['#type'] = 'webform_markup';
  const known = typeof element['#type'] === 'string' ? DECLARED_BY_TYPE.get(element['#type']) : undefined;
  if (typeof element['#type'] === 'string' && !known) {
    warnings.push({
      file: origin,
      pointer,
      reason: `element type "${element['#type']}" is not rendered by this site: it shows as ${isChoiceGroupType(element['#type']) ? 'an error that its type is not supported' : 'a debug block'} and takes no value`,
    });
  }
  if (element['#type'] === 'webform_computed_twig' && !isReadableTwig(String(element['#template'] ?? '')))
    warnings.push({
      file: origin,
      pointer,
      reason:
        'this Twig template goes beyond {{ data.<key> }}, which is all this site reads (Twig is never run): the element shows nothing',
    });
  const kept: Json = {};
  for (const [key, property] of Object.entries(element)) {
    // Unknown types keep everything: the debug block shows the element as it came.
    if (!key.startsWith('#') || !known || known.names.has(key) || known.patterns.some((pattern) => pattern.test(key))) kept[key] = property;
    else
      warnings.push({
        file: origin,
        pointer: joinPointer(pointer, key),
        reason: `property "${key}" of a ${String(element['#type'])} element is not used by this site: ignored`,
      });
  }
  const read = known ? readDrupalElement(kept) : kept;
  const problems = withoutUnknownChoices(read, elementProblems(read, pointer, origin), pointer, reading);
  if (problems.length) {
    leaveOut(reading, pointer, problems);
    return undefined;
  }
  const children = Object.fromEntries(Object.entries(read).filter(([key]) => !key.startsWith('#')));
  const own = Object.fromEntries(Object.entries(read).filter(([key]) => key.startsWith('#')));
  return { ...own, ...tolerateChildren(children, pointer, reading, read['#type'] === 'table') };
}

/**
 * A choice of display this site does not know (`'#title_tag': label`, `'#mode': htmlmixed`) is
 * set aside with a warning, as an unused property is: the element keeps its default. The
 * problems left are the element's own.
 */
function withoutUnknownChoices(element: Json, problems: ContentProblem[], pointer: string, reading: Reading): ContentProblem[] {
  const choices = problems.filter(
    (problem) => problem.reason.startsWith('must be one of') && /^\/#[^/]+$/.test(problem.pointer.slice(pointer.length)),
  );
  if (!choices.length) return problems;
  for (const problem of choices) {
    const property = problem.pointer
      .slice(pointer.length + 1)
      .replace(/~1/g, '/')
      .replace(/~0/g, '~');
    reading.warnings.push({
      ...problem,
      reason: `${JSON.stringify(element[property])} is not a choice this site knows (${problem.reason}): ignored`,
    });
    delete element[property];
  }
  return elementProblems(element, pointer, reading.origin);
}

/** A child of Drupal's core table is a row, written without a type: it reads as one. */
function asTableRow(child: Json): Json {
  return child['#type'] === undefined ? { '#type': 'webform_table_row', ...child } : child;
}
