import { hasOption } from '../options';
import type { FieldError } from '../messages';
import type { ElementFamily } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * The choices among options: a chosen value must be one of `#options` (the "…other" variants
 * take the text typed instead, read with the posted fields). Radios and buttons take one value,
 * checkboxes and toggles the options ticked.
 */

const optionError = (element: WebformElementNode, value: string): FieldError | undefined =>
  hasOption(element['#options'], value) ? undefined : { key: 'webform.option.invalid' };

export const select = { types: ['select', 'language_select'], checkText: optionError } satisfies ElementFamily;

/** A select with an "other" text: the text typed is read with the posted fields, no option rule. */
export const selectOrOther = { types: ['webform_select_other'] } satisfies ElementFamily;

export const oneChoice = { types: ['radios', 'webform_buttons'], takes: 'one', checkText: optionError } satisfies ElementFamily;

export const tickedChoices = { types: ['checkboxes'], takes: 'ticked', checkText: optionError } satisfies ElementFamily;

/** Toggles are checkboxes shown as switches: the same rules, a renderer of their own. */
export const toggles = { ...tickedChoices, types: ['webform_toggles'] } satisfies ElementFamily;

export const oneChoiceOrOther = { types: ['webform_radios_other', 'webform_buttons_other'], takes: 'one' } satisfies ElementFamily;

export const tickedChoicesOrOther = { types: ['webform_checkboxes_other'], takes: 'ticked' } satisfies ElementFamily;

export interface ImageChoice {
  text?: string;
  src: string;
}

export function choiceImages(element: WebformElementNode): Record<string, ImageChoice> {
  const images = element['#images'];
  return images && typeof images === 'object' ? (images as Record<string, ImageChoice>) : {};
}

/** An image select takes the keys of its images. */
export const imageSelect = {
  types: ['webform_image_select'],
  checkText: (element, value) => (Object.hasOwn(choiceImages(element), value) ? undefined : { key: 'webform.option.invalid' }),
} satisfies ElementFamily;
