import { numberLimit } from '../limits';
import type { FieldError } from '../messages';
import type { ElementFamily } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** Numbers: a number or a slider between `#min` and `#max`, a star rating, a scale. */

function numberError(element: WebformElementNode, value: string): FieldError | undefined {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return { key: 'webform.number.invalid' };
  const min = numberLimit(element['#min']);
  const max = numberLimit(element['#max']);
  if (min !== undefined && number < min) return { key: 'webform.number.min', values: { min } };
  if (max !== undefined && number > max) return { key: 'webform.number.max', values: { max } };
  return undefined;
}

export const number = { types: ['number'], checkText: numberError } satisfies ElementFamily;

/** A slider holds one value whatever `#multiple` says. */
export const range = { types: ['range'], takes: 'one', checkText: numberError } satisfies ElementFamily;

/** Star rating: a whole number of stars from #min (0) to #max (5 by default). */
export const DEFAULT_RATING_MAX = 5;

export const rating = {
  types: ['webform_rating'],
  takes: 'one',
  // A rating of 0 is no rating.
  isMissing: (_element, value) => value === '' || value === '0',
  checkText: (element, value) => {
    const max = typeof element['#max'] === 'number' ? element['#max'] : DEFAULT_RATING_MAX;
    const stars = Number(value);
    return Number.isInteger(stars) && stars >= 0 && stars <= max ? undefined : { key: 'webform.rating.invalid', values: { max } };
  },
} satisfies ElementFamily;

/** A scale's first and last numbers: #min (1) to #max (5), as Drupal's defaults. */
export function scaleRange(element: WebformElementNode): [number, number] {
  const min = typeof element['#min'] === 'number' ? element['#min'] : 1;
  const max = typeof element['#max'] === 'number' ? element['#max'] : 5;
  return [min, max];
}

export const scale = {
  types: ['webform_scale'],
  takes: 'one',
  checkText: (element, value) => {
    const [min, max] = scaleRange(element);
    const step = Number(value);
    return /^-?\d+$/.test(value) && step >= min && step <= max ? undefined : { key: 'webform.option.invalid' };
  },
} satisfies ElementFamily;
