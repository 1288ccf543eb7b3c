import { asObject } from '../elements';
import { requiredError } from './field-errors';
import type { ElementFamily } from './family';

/**
 * The table selections: the chosen rows (one without `#multiple`), or, for a sorted table,
 * every row in the visitor's order. Chosen rows must be rows of the table, once each.
 */
export const tableChoice = {
  types: ['tableselect', 'webform_tableselect_sort', 'webform_table_sort'],
  shape: (element) =>
    element['#type'] === 'tableselect'
      ? element['#multiple'] === false
        ? { kind: 'text' }
        : { kind: 'list' }
      : { kind: 'list', max: Object.keys(asObject(element['#options'])).length },
  validate: (key, element, value, required) => {
    const chosen = typeof value === 'string' ? (value === '' ? [] : [value]) : Array.isArray(value) ? (value as string[]) : [];
    if (!chosen.length) return required ? { [key]: requiredError(element) } : {};
    const rows = Object.keys(asObject(element['#options']));
    const known = chosen.every((row) => typeof row === 'string' && rows.includes(row)) && new Set(chosen).size === chosen.length;
    const whole = element['#type'] !== 'webform_table_sort' || chosen.length === rows.length;
    return known && whole ? {} : { [key]: { key: 'webform.option.invalid' } };
  },
} satisfies ElementFamily;
