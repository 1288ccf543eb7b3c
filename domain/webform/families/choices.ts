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

export const select: ElementFamily = { types: ['select', 'language_select'], checkText: optionError };

export const oneChoice: ElementFamily = { types: ['radios', 'webform_buttons'], takes: 'one', checkText: optionError };

export const tickedChoices: ElementFamily = { types: ['checkboxes', 'webform_toggles'], takes: 'ticked', checkText: optionError };

export const oneChoiceOrOther: ElementFamily = { types: ['webform_radios_other', 'webform_buttons_other'], takes: 'one' };

export const tickedChoicesOrOther: ElementFamily = { types: ['webform_checkboxes_other'], takes: 'ticked' };

export interface ImageChoice {
  text?: string;
  src: string;
}

export function imagesOf(element: WebformElementNode): Record<string, ImageChoice> {
  const images = element['#images'];
  return images && typeof images === 'object' ? (images as Record<string, ImageChoice>) : {};
}

/** An image select takes the keys of its images. */
export const imageSelect: ElementFamily = {
  types: ['webform_image_select'],
  checkText: (element, value) => (Object.hasOwn(imagesOf(element), value) ? undefined : { key: 'webform.option.invalid' }),
};
