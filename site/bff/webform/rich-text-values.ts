import { sanitizeRichText } from '@quai/engine/sanitize';
import { indexElements, type ElementMap, type FormValues } from '../../../domain/webform/elements';

/**
 * Rich text as the server keeps it: the HTML of every `text_format` value goes through the
 * site's sanitiser (the allow-list content HTML goes through), so no script, handler, style or
 * javascript: URL a visitor typed is ever stored; plain text is kept as typed (it is shown
 * escaped).
 */
export function sanitiseRichTextValues(elements: ElementMap, values: FormValues): FormValues {
  const kept: FormValues = { ...values };
  for (const { key, element } of indexElements(elements)) {
    if (element['#type'] !== 'text_format') continue;
    const value = values[key];
    if (!value || typeof value !== 'object' || Array.isArray(value) || !value.value) continue;
    kept[key] = { ...value, value: value.format === 'plain_text' ? value.value : sanitizeRichText(value.value) };
  }
  return kept;
}
