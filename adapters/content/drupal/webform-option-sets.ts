import { parse } from 'yaml';
import type { RawDocument } from '../source';

/**
 * One of Drupal's `webform_options` config entities (from JSON:API, or as `drush config:export`
 * writes it) as an option set of the `webform-options` collection. Its `options` is Drupal's
 * YAML text, read as PHP reads it: integer values and labels are strings, a plain list is
 * value = label, a label that is a map is a group. Labels are in the set's `langcode`.
 */
export function normaliseOptionSet(attributes: Record<string, unknown>): Pick<RawDocument, 'data' | 'parseError'> {
  const id = attributes.drupal_internal__id ?? attributes.id;
  if (typeof id !== 'string') return { parseError: 'the option set has no id' };
  let written: unknown;
  try {
    written =
      typeof attributes.options === 'string' ? parse(attributes.options, { uniqueKeys: false, logLevel: 'error' }) : attributes.options;
  } catch (error) {
    return {
      parseError: `the options of option set "${id}" are not YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    };
  }
  return {
    data: {
      langcode: typeof attributes.langcode === 'string' ? attributes.langcode : 'en',
      id,
      label: typeof attributes.label === 'string' && attributes.label ? attributes.label : id,
      ...(typeof attributes.description === 'string' && attributes.description ? { description: attributes.description } : {}),
      ...(typeof attributes.category === 'string' && attributes.category ? { category: attributes.category } : {}),
      ...(attributes.likert === true ? { likert: true } : {}),
      options: optionMapOf(written, true),
    },
  };
}

/** Values to labels as strings; a label that is a map is a group (one level, as Drupal's). */
function optionMapOf(written: unknown, groups: boolean): Record<string, unknown> {
  const entries: Array<[string, unknown]> = Array.isArray(written)
    ? written.map((item) => [String(item), item])
    : written && typeof written === 'object'
      ? Object.entries(written)
      : [];
  return Object.fromEntries(
    entries.map(([value, label]) => [
      value,
      groups && label && typeof label === 'object'
        ? optionMapOf(label, false)
        : label === null || label === undefined
          ? value
          : String(label),
    ]),
  );
}

/** The option set names a form's elements give (`#options: yes_no`), wherever they sit. */
export function optionSetNamesIn(elements: unknown): string[] {
  const names: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, item] of Object.entries(value)) {
      if ((key === '#options' || key === '#answers' || key === '#autocomplete_items') && typeof item === 'string') names.push(item);
      else if (!key.startsWith('#')) visit(item);
    }
  };
  visit(elements);
  return names;
}
