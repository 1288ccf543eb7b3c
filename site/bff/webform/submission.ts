import { FILE_TYPES } from '../../../blocks/webform/rules/files';
import { indexElements, type FieldValue, type FormValues, type WebformDefinition, type WebformElement } from '../../../blocks/webform/rules/elements';
import type { FormErrors } from '../../../blocks/webform/rules/messages';
import { validateForm } from '../../../blocks/webform/rules/validate';
import type { OptionsMap } from './options';
import type { WebformStore } from './store';
import { checkEuVat } from './vat';

export interface SubmissionChecks {
  store: WebformStore;
  options: ReadonlyMap<string, () => OptionsMap>;
  /** The current day in Europe/Paris, YYYY-MM-DD. */
  today: string;
}

export interface CheckedSubmission {
  values: FormValues;
  errors: FormErrors;
  /** The uploaded files the submission names, to link to it once stored. */
  fids: number[];
}

/** Keys of the body that are not field values. */
const NOT_FIELDS = new Set(['webform_id', 'headless_captcha']);

/**
 * The server's own check of a submission: the browser is not trusted. The same states and rules
 * as in the browser run on what was received; `value` elements take their value from the
 * definition, VAT numbers are checked again, and files must be uploads of this form's field
 * that no submission uses yet.
 */
export function checkSubmission(definition: WebformDefinition, body: Record<string, unknown>, checks: SubmissionChecks): CheckedSubmission {
  const typed: FormValues = {};
  for (const [key, value] of Object.entries(body)) if (!NOT_FIELDS.has(key)) typed[key] = value as FieldValue;
  for (const { key, element } of indexElements(definition.elements)) {
    if (element['#type'] === 'value') typed[key] = typeof element['#value'] === 'string' ? element['#value'] : '';
    if (element['#type'] === 'webform_vat') typed[key] = recheckVat(typed[key]);
  }
  const fids: number[] = [];
  const result = validateForm(definition.elements, typed, {
    today: checks.today,
    autocompleteItems: (_key, element) => {
      const id = element['#autocomplete_options'];
      const options = typeof id === 'string' ? checks.options.get(id)?.() : undefined;
      return options ? Object.keys(options) : undefined;
    },
    custom: (key, element, value) => {
      if (!FILE_TYPES.has(element['#type'])) return {};
      const error = checkFiles(definition.id, key, value, checks.store, fids);
      return error ? { [key]: error } : {};
    },
  });
  return { values: result.values, errors: result.errors, fids: [...new Set(fids)] };
}

function recheckVat(value: FieldValue | undefined): FieldValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { country_tax_residence: '', vat_number: '', vat_number_valid: '' };
  const country = value.country_tax_residence ?? '';
  const number = value.vat_number ?? '';
  const verdict = country && number ? checkEuVat(country, number) : undefined;
  const code = verdict?.known ? (verdict.valid ? '01' : '02') : '';
  return { country_tax_residence: country, vat_number: number, vat_number_valid: code };
}

function checkFiles(webformId: string, key: string, value: FieldValue, store: WebformStore, fids: number[]): FormErrors[string] | undefined {
  const written = typeof value === 'string' ? (value ? [value] : []) : Array.isArray(value) ? value : [];
  for (const item of written) {
    // An empty item is no file, and one that is not a file id is reported by the field's rule.
    if (typeof item !== 'string' || !/^\d+$/.test(item)) continue;
    const fid = Number(item);
    const file = store.file(fid);
    if (!file || file.webformId !== webformId || file.fieldName !== key || file.sid !== null) return { key: 'webform.file_upload_failed', values: { name: item } };
    fids.push(fid);
  }
  return undefined;
}

/** The key of a form's captcha element (that is not switched off), if it asks for one. */
export function captchaElementKey(definition: WebformDefinition): string | undefined {
  return indexElements(definition.elements).find(({ element }: { element: WebformElement }) => element['#type'] === 'captcha' && element['#access'] !== false)?.key;
}
