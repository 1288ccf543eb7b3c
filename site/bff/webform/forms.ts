import { DEFAULT_LOCALE } from '../../engine-config';
import type { ContentStore } from '../../content-store/store';
import { webformsCollection } from '../../content-store/webforms';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

/** A form's definition in a language, or in French when it has no translation. */
export function findForm(content: ContentStore, id: string, langcode: string): WebformDocument | undefined {
  const forms = content.documents<WebformDocument>(webformsCollection.name).map(({ value }) => value);
  return (
    forms.find((form) => form.id === id && form.langcode === langcode) ??
    forms.find((form) => form.id === id && form.langcode === DEFAULT_LOCALE)
  );
}
