import type { ElementFamily, PostedFields } from './family';

/**
 * A checkbox, the terms of service and a switch: ticked stores '1', unticked '0', and a
 * required one must be ticked. An unticked box posts nothing.
 */

const isMissing = (_element: unknown, value: unknown) => value !== '1';
const readPosted = (key: string, _element: unknown, { last }: PostedFields) => ({ value: last(key) === '1' ? '1' : '0' });

export const checkbox: ElementFamily = {
  types: ['checkbox'],
  takes: 'one',
  checkable: true,
  isMissing,
  readPosted,
  postedFields: (key, value) => (value === '1' ? [[key, '1']] : []),
};

/** The terms start unticked ('0') when the definition gives no default. */
export const termsOfService: ElementFamily = { ...checkbox, types: ['webform_terms_of_service'], unsetValue: '0' };

export const toggle: ElementFamily = { types: ['webform_toggle'], takes: 'one', isMissing, readPosted };
