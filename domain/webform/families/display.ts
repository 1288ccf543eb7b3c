import type { ElementFamily } from './family';

/**
 * Elements that show something or act, with no rule of their own: markup, messages, labels, the
 * buttons, the captcha (checked by the server's gate), computed values (`../computed.ts`).
 * Which of them submit nothing is said by `holdsValue` in `../elements.ts`.
 */

export const markup = { types: ['webform_markup', 'processed_text', 'webform_horizontal_rule'] } satisfies ElementFamily;

export const message = { types: ['webform_message'] } satisfies ElementFamily;

export const label = { types: ['label'] } satisfies ElementFamily;

export const more = { types: ['webform_more'] } satisfies ElementFamily;

export const actions = { types: ['webform_actions'] } satisfies ElementFamily;

export const captcha = { types: ['captcha'] } satisfies ElementFamily;

export const computed = { types: ['webform_computed_token', 'webform_computed_twig'] } satisfies ElementFamily;
