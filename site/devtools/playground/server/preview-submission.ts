import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { translatorFor, type Locale } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { FieldValue, FormValues } from '../../../../domain/webform/elements';
import { errorText, escapeHtml } from '../../../../domain/webform/messages';
import { validateForm } from '../../../../domain/webform/validate';
import type { WebformDocument } from '../../../../schemas/generated/webform/webform';
import { LOCALES } from '../../../engine-config';
import type { SiteRuntime } from '../../../server/runtime';

/**
 * Webforms in the playground's preview. The preview runs in a sandbox (an origin of its own), so
 * its forms cannot post to the site's `/api/webform`: the site refuses writes from another
 * origin, and would look the form up among the site's forms, where a draft's form is not. Each
 * webform block of a preview posts instead to this path, followed by its own definition
 * (compressed): the values are checked by the same rules the site runs, and answered as the site
 * answers; nothing is stored (the submission number is 0).
 */
export const PREVIEW_SUBMISSION_PATH = '/_playground/preview-submission';

/** A definition unpacked beyond this is not a form of a draft (a draft is at most 512 kB). */
const MAX_DEFINITION_BYTES = 512 * 1024;

/** The form API address a preview's webform block posts to. */
function previewSubmissionUrl(definition: unknown): string {
  return `${PREVIEW_SUBMISSION_PATH}/${deflateRawSync(JSON.stringify(definition)).toString('base64url')}`;
}

/** The definition a preview submission's address carries; undefined when it is not one. */
export function decodePreviewDefinition(token: string): WebformDocument | undefined {
  try {
    const definition = JSON.parse(inflateRawSync(Buffer.from(token, 'base64url'), { maxOutputLength: MAX_DEFINITION_BYTES }).toString());
    const ok = definition && typeof definition.id === 'string' && definition.elements && typeof definition.elements === 'object';
    return ok ? (definition as WebformDocument) : undefined;
  } catch {
    return undefined;
  }
}

/** A copy of a loaded page whose webform blocks, at any depth, post to the preview's check. */
export function withPreviewSubmissions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withPreviewSubmissions) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withPreviewSubmissions(child)])) as Record<
    string,
    unknown
  >;
  if (copy.type === 'webform-block' && copy.definition && typeof copy.definition === 'object')
    copy.apiUrl = previewSubmissionUrl(copy.definition);
  return copy as T;
}

/** Fields of a posted body that are not the form's values. */
const NOT_FIELDS = new Set(['webform_id', 'headless_captcha']);

/**
 * Checks a preview's submission as the site checks one, stores nothing: 400 with each field's
 * message in the site's error shape, or 200 with the answer the site gives (the values checked,
 * for a form whose confirmation shows them).
 */
export async function checkPreviewSubmission(
  runtime: SiteRuntime,
  definition: WebformDocument,
  body: Record<string, unknown>,
  langcode: string,
): Promise<{ status: number; answer: unknown }> {
  const locale = (LOCALES.includes(langcode as Locale) ? langcode : 'fr') as Locale;
  const typed: FormValues = {};
  for (const [key, value] of Object.entries(body)) if (!NOT_FIELDS.has(key)) typed[key] = value as FieldValue;
  const { values, errors } = validateForm(definition.elements, typed, { today: formatInSiteTime(new Date(), 'isoDate') });
  const failed = Object.entries(errors);
  if (failed.length) {
    const t = translatorFor(locale, runtime.catalogs[locale]);
    return {
      status: 400,
      answer: {
        message: {
          message: 'Submitted Data contains validation errors.',
          error: Object.fromEntries(failed.map(([key, error]) => [key, escapeHtml(errorText(error, t, locale))])),
        },
      },
    };
  }
  const answer =
    definition.confirmation?.type === 'debug'
      ? { sid: 0, webform_id: definition.id, created: new Date().toISOString(), data: values }
      : { sid: 0 };
  return { status: 200, answer };
}
