import type { ElementFamily, PostedFields } from './family';

/**
 * A checkbox, the terms of service and a switch: ticked stores '1', unticked '0' (from the
 * start, and whatever a JSON body says for it), and a required one must be ticked. An unticked
 * box posts nothing.
 */

const isMissing = (_element: unknown, value: unknown) => value !== '1';
const readPosted = (key: string, _element: unknown, { last }: PostedFields) => ({ value: last(key) === '1' ? '1' : '0' });

const ticked = {
  takes: 'one',
  isMissing,
  readPosted,
  // Unticked when the definition gives no default.
  unsetValue: '0',
  normalise: (_key, _element, value) => (value === '1' ? '1' : '0'),
} as const satisfies Omit<ElementFamily, 'types'>;

export const checkbox = {
  ...ticked,
  types: ['checkbox'],
  checkable: true,
  postedFields: (key, value) => (value === '1' ? [[key, '1']] : []),
} satisfies ElementFamily;

export const termsOfService = { ...checkbox, types: ['webform_terms_of_service'] } satisfies ElementFamily;

export const toggle = { ...ticked, types: ['webform_toggle'] } satisfies ElementFamily;
