import { FILE_TYPES, UPLOAD_TOKEN } from '../../../domain/webform/families/files';
import { indexElements, type FieldValue, type FormValues } from '../../../domain/webform/elements';
import type { FormErrors } from '../../../domain/webform/messages';
import { computedValues } from '../../../domain/webform/computed';
import { fixedValueFor } from '../../../domain/webform/defaults';
import { validateForm } from '../../../domain/webform/validate';
import type { OptionsMap } from './options';
import type { StoredFile, WebformStore } from './store';
import { sanitiseRichTextValues } from './rich-text-values';
import { readUploadToken } from './upload-tokens';
import { checkEuVat } from './vat';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

export interface SubmissionChecks {
  store: WebformStore;
  options: ReadonlyMap<string, () => OptionsMap>;
  /** The current day in Europe/Paris, YYYY-MM-DD. */
  today: string;
  /** Checks the upload tokens the submission names: only the client that uploaded a file may name it. */
  uploadKey: string;
  client: string;
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
 * definition, VAT numbers are checked again, and files must be uploads of this form's field,
 * sent by this client, that no submission uses yet.
 */
export async function checkSubmission(
  definition: WebformDocument,
  body: Record<string, unknown>,
  checks: SubmissionChecks,
): Promise<CheckedSubmission> {
  const typed: FormValues = {};
  for (const [key, value] of Object.entries(body)) if (!NOT_FIELDS.has(key)) typed[key] = value as FieldValue;
  for (const { key, element } of indexElements(definition.elements)) {
    const fixed = fixedValueFor(element);
    if (fixed !== undefined) typed[key] = fixed;
    if (element['#type'] === 'webform_vat') typed[key] = recheckVat(typed[key]);
  }
  // Computed elements: the server's own text, from the values it received.
  Object.assign(typed, computedValues(definition.elements, typed));
  const fileId = (item: unknown) => readUploadToken(checks.uploadKey, item, checks.client);
  const uploads = await checks.store.files(namedFileIds(definition, typed, fileId));
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
      const error = checkFiles(definition.id, key, value, uploads, fileId, fids);
      return error ? { [key]: error } : {};
    },
  });
  return {
    values: withFileNumbers(definition, sanitiseRichTextValues(definition.elements, result.values), fileId),
    errors: result.errors,
    fids: [...new Set(fids)],
  };
}

/**
 * A file is stored under its number, not the token that carried it: the token is sealed for one
 * client and reads as noise in an export, while the number names the file in the store.
 */
function withFileNumbers(definition: WebformDocument, values: FormValues, fileId: FileIdOf): FormValues {
  const stored = { ...values };
  const number = (item: string) => String(fileId(item) ?? item);
  for (const { key, element } of indexElements(definition.elements)) {
    if (!FILE_TYPES.has(element['#type'])) continue;
    const value = stored[key];
    if (typeof value === 'string' && value) stored[key] = number(value);
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) stored[key] = (value as string[]).map(number);
  }
  return stored;
}

function recheckVat(value: FieldValue | undefined): FieldValue {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { country_tax_residence: '', vat_number: '', vat_number_valid: '' };
  const country = value.country_tax_residence ?? '';
  const number = value.vat_number ?? '';
  const verdict = country && number ? checkEuVat(country, number) : undefined;
  const code = verdict?.known ? (verdict.valid ? '01' : '02') : '';
  return { country_tax_residence: country, vat_number: number, vat_number_valid: code };
}

/** The file ids written in the form's file fields, read from the store in one query before validation. */
function namedFileIds(definition: WebformDocument, values: FormValues, fileId: FileIdOf): number[] {
  return indexElements(definition.elements)
    .filter(({ element }) => FILE_TYPES.has(element['#type']))
    .flatMap(({ key }) => writtenItems(values[key]).map(fileId))
    .filter((fid): fid is number => fid !== undefined);
}

type FileIdOf = (item: unknown) => number | undefined;

/**
 * The items of a file field that name an upload. Empty items are no file and items that cannot
 * be a token are reported by the field's own rule, as in the browser.
 */
function writtenItems(value: FieldValue | undefined): unknown[] {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return items.filter((item) => typeof item === 'string' && UPLOAD_TOKEN.test(item));
}

function checkFiles(
  webformId: string,
  key: string,
  value: FieldValue,
  uploads: ReadonlyMap<number, StoredFile>,
  fileId: FileIdOf,
  fids: number[],
): FormErrors[string] | undefined {
  for (const item of writtenItems(value)) {
    const fid = fileId(item);
    const file = fid === undefined ? undefined : uploads.get(fid);
    if (!file || file.webformId !== webformId || file.fieldName !== key || file.sid !== null)
      return { key: 'webform.file_upload_failed', values: { name: String(item) } };
    fids.push(file.fid);
  }
  return undefined;
}

/** The key of a form's captcha element (that is not switched off), if it asks for one. */
export function captchaElementKey(definition: WebformDocument): string | undefined {
  return indexElements(definition.elements).find(
    ({ element }: { element: WebformElementNode }) => element['#type'] === 'captcha' && element['#access'] !== false,
  )?.key;
}
