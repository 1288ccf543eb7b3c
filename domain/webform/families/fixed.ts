import type { ElementFamily } from './family';

/**
 * Values the form itself gives, which a visitor never edits: `value` holds its `#value`, a
 * variant its `#default_value`. The server sets them whatever is posted, so no rule reads what is.
 */
export const fixedValues = {
  types: ['value', 'webform_variant'],
  takes: 'one',
  fixedValue: (element) => {
    const fixed = element['#type'] === 'value' ? element['#value'] : element['#default_value'];
    return typeof fixed === 'string' ? fixed : '';
  },
} satisfies ElementFamily;
