import type { SubmissionRejected } from '../../machines/webform-submission';
import type { TvaAnswer } from '../../schemas/generated/api/tva-answer';
import { captchaPayload, type CaptchaChallenge } from '../../domain/webform/captcha-payload';
import type { FieldValue } from '../../domain/webform/elements';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/webform/idempotency-key';

/**
 * The browser's calls of the form API (the routes in docs/webforms.md). Only the webform block's island uses
 * them; the machines receive them as actors.
 */
export const DEFAULT_FORM_API_URL = '/api/webform';

/** POST /api/webformFile: one call per file, raw bytes; answers the file id, or undefined. */
export async function uploadFile(formId: string, fieldName: string, file: File): Promise<string | undefined> {
  const query = new URLSearchParams({ webform_id: formId, field_name: fieldName, filename: file.name });
  const response = await fetch(`/api/webformFile?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => ({}))) as { fid?: unknown };
  return body.fid === undefined || body.fid === null ? undefined : String(body.fid);
}

/**
 * POST the values under the submission's idempotency key (the same for every sending of one
 * submission: the server stores it once); resolves with the stored submission, rejects with the
 * errors the server named, its outage message (503), or a cut connection's message.
 */
export async function postSubmission(
  apiUrl: string,
  langcode: string,
  formId: string,
  values: Record<string, FieldValue>,
  captcha: Record<string, string>,
  idempotencyKey: string,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}?${new URLSearchParams({ langcode })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      body: JSON.stringify({ ...values, ...captcha, webform_id: formId }),
    });
  } catch {
    throw { errors: {}, message: CUT_OFF } satisfies SubmissionRejected;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: { error?: unknown; message?: unknown } | string };
  if (response.ok) return body as Record<string, unknown>;
  const message = typeof body.message === 'object' ? body.message : undefined;
  const errors = message?.error && typeof message.error === 'object' ? (message.error as Record<string, string>) : {};
  const summary = typeof message?.message === 'string' ? message.message : typeof message?.error === 'string' ? message.error : undefined;
  // A proxy's own 502/504 carries no message of the server: sent again, as after a cut connection.
  throw {
    errors,
    message: summary ?? (response.status >= 500 ? CUT_OFF : undefined),
    ...(response.status === 503 && summary ? { outage: summary } : {}),
  } satisfies SubmissionRejected;
}

/** Why a sending got no answer of the server (the form shows its own translated text for it). */
const CUT_OFF = 'The connection was cut before the server answered.';

/** GET <form API URL>?op=autocomplete_options: the options map, or the error of message.message. */
export async function fetchAutocompleteOptions(apiUrl: string, formId: string, optionsId: string): Promise<Record<string, string>> {
  const query = new URLSearchParams({ op: 'autocomplete_options', id: formId, options_id: optionsId });
  const response = await fetch(`${apiUrl}?${query}`, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & { message?: { message?: string } };
  if (!response.ok) throw new Error(body.message?.message ?? `options ${optionsId} are not available`);
  return body as Record<string, string>;
}

/** GET /api/defi/tva: whether an EU VAT number is valid. */
export async function checkVatNumber(vatNumber: string, countryCode: string, langcode: string): Promise<TvaAnswer> {
  const response = await fetch(`/api/defi/tva?${new URLSearchParams({ vatNumber, countryCode, langcode })}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`VAT check answered ${response.status}`);
  return (await response.json()) as TvaAnswer;
}

/**
 * Asks the server for a proof-of-work challenge and solves it (altcha-lib, Web Crypto): the
 * answer is the base64 JSON payload the server verifies.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const response = await fetch('/api/webform/captcha', { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`captcha challenge answered ${response.status}`);
  const challenge = (await response.json()) as CaptchaChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha challenge not solved');
  return captchaPayload(challenge, solution);
}
