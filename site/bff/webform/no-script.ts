import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { holdsValue, indexElements, type FormValues } from '../../../domain/webform/elements';
import { FILE_TYPES, fileRules } from '../../../domain/webform/families/files';
import { errorText, escapeHtml, type FormErrors } from '../../../domain/webform/messages';
import { readPostedFields } from '../../../domain/webform/posted-fields';
import { SENT_PARAMETER, WEBFORM_POST_SERVICE, type WebformPostOutcome } from '../../../blocks/webform/server-data';
import { createTranslator, type Locale } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import { OUTAGE_RETRY_AFTER_SECONDS, outageMessage } from '../answers/outage';
import type { BffContext } from '../context';
import { isStoreUnreachable } from '../../store/unreachable';
import type { CaptchaGate } from './captcha';
import { findForm } from './forms';
import type { OptionsMap } from './options';
import type { FileStorage } from './file-storage';
import { readPostedBody } from './posted-body';
import type { WebformStore } from './store';
import { captchaElementKey, checkSubmission } from './submission';
import { issueUploadToken } from './upload-tokens';
import { errorsOfPage, firstPageWithError, MOVE_FIELD, PAGE_FIELD, wizardPages } from '../../../domain/webform/wizard';
import { wizardMove } from './wizard-post';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

export interface NoScriptDependencies {
  context: BffContext;
  store: WebformStore;
  options: ReadonlyMap<string, () => OptionsMap>;
  captcha: CaptchaGate;
  filesFolder: string;
  storage: FileStorage;
  /** Signs the uploads a post names, as the upload route does. */
  uploadKey: string;
  /** Per-address rate limit of the route. */
  routeConfig: Record<string, unknown>;
  /** The largest URL-encoded post accepted. */
  bodyLimit: number;
}

/** Types whose values never travel back into a page: a password, a file. */
const NOT_SHOWN_AGAIN = new Set(['password', 'password_confirm', ...FILE_TYPES]);

/**
 * Forms sent without JavaScript: every webform posts to its own page's address. The server
 * checks the post with the rules the browser runs (states evaluated on the posted values), and
 * either stores it and answers 303 to the confirmation (`?sent=<form id>`, so a reload sends
 * nothing twice and no value is ever in an address), or renders the page again with the errors
 * and the values typed (passwords and files excepted); while the database is away, that page
 * answers 503 with Retry-After and the outage message instead of errors.
 */
export async function noScriptRoutes(app: FastifyInstance, deps: NoScriptDependencies): Promise<void> {
  const { context, store, captcha } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fields: 400, fieldSize: 20_000, files: 20, parts: 500, fileSize: 64 * 1024 * 1024 } });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: deps.bodyLimit },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    scope.post('/*', { config: deps.routeConfig, logLevel: 'warn' }, async (request, reply) => {
      const path = pathOf(request.url);
      const runtime = await context.runtime();
      const page = path.startsWith('/api/') ? undefined : runtime.content.pages.find(path);
      if (!page) return scope.sendSitePage(request, reply, { status: 404 });
      let definition: WebformDocument | undefined;
      const formOf = (fields: ReadonlyMap<string, string[]>) => {
        const id = fields.get('webform_id')?.at(-1);
        definition ??= id && placesForm(page.blocks, id) ? findForm(runtime.content, id, page.locale) : undefined;
        return definition;
      };
      const body = await readPostedBody(request, (fields, key) => {
        const form = formOf(fields);
        const element = form && indexElements(form.elements).find((item) => item.key === key)?.element;
        return form && element && FILE_TYPES.has(element['#type']) && element['#access'] !== false
          ? {
              element,
              folder: join(deps.filesFolder, form.id),
              keep: (storedName: string, partial: string) => deps.storage.keep(form.id, storedName, partial),
            }
          : undefined;
      });
      const form = formOf(body.fields);
      if (!form || form.status === 'closed') return scope.sendSitePage(request, reply, { status: form ? 403 : 400 });

      const field = (name: string) => body.fields.get(name) ?? [];
      const posted = readPostedFields(form.elements, field, [...body.fields.keys()]);
      const steps = wizardPages(form.elements);
      try {
        if (body.unreachable) throw body.unreachable;
        for (const { key, element } of indexElements(form.elements)) {
          if (!FILE_TYPES.has(element['#type'])) continue;
          // A multi-page form brings back the uploads of other steps in hidden fields.
          if (steps.length && !body.files.has(key)) continue;
          const fids: string[] = [];
          for (const file of body.files.get(key) ?? [])
            fids.push(issueUploadToken(deps.uploadKey, await store.addFile({ webformId: form.id, fieldName: key, ...file }), request.ip));
          posted.values[key] = fileRules(element).limit === 1 ? (fids[0] ?? '') : fids;
        }
        const errors: FormErrors = { ...posted.errors, ...Object.fromEntries(body.fileErrors) };
        const t = createTranslator(page.locale as Locale, runtime.catalogs[page.locale as Locale]);
        const translated = (found: FormErrors) =>
          Object.fromEntries(Object.entries(found).map(([key, error]) => [key, escapeHtml(errorText(error, t, page.locale))]));
        const today = formatInSiteTime(new Date(), 'isoDate');
        const checks = { store, options: deps.options, today, uploadKey: deps.uploadKey, client: request.ip };
        // A step of a multi-page form: its page alone is checked, nothing is stored, the next step answers.
        const move = wizardMove(form, field(MOVE_FIELD).at(-1), field(PAGE_FIELD).at(-1));
        if (move) {
          const pageErrors = move.check
            ? errorsOfPage(move.check, { ...(await checkSubmission(form, posted.values, checks)).errors, ...errors })
            : {};
          const refused = Object.keys(pageErrors).length > 0;
          const outcome: WebformPostOutcome = {
            formId: form.id,
            values: shownAgain(form, posted.values),
            errors: translated(pageErrors),
            page: refused ? move.from : move.to,
          };
          return scope.sendSitePage(request, reply, { status: refused ? 400 : 200, services: { [WEBFORM_POST_SERVICE]: outcome } });
        }
        const captchaKey = captchaElementKey(form);
        const verdict = captchaKey === undefined ? undefined : await captcha.verify(field('headless_captcha').at(-1));
        if (verdict && !verdict.ok) errors[captchaKey!] = { key: `webform.captcha.${verdict.reason}` };
        const checked = await checkSubmission(form, posted.values, checks);
        const found = { ...checked.errors, ...errors };

        // Spending is one atomic insert, in the submission's transaction: of two posts racing with
        // one answer, one wins; a post the database refused spent nothing.
        const stored = Object.keys(found).length
          ? undefined
          : await store.acceptSubmission(
              { webformId: form.id, langcode: form.langcode, data: checked.values, fids: checked.fids },
              { captchaSignature: verdict?.ok ? verdict.signature : undefined },
            );
        if (stored && stored !== 'spent') {
          request.log.info({ webformId: form.id, sid: stored.sid }, 'webform submission stored');
          return reply
            .status(303)
            .header('location', `${request.url.split('?')[0]}?${new URLSearchParams({ [SENT_PARAMETER]: form.id })}`)
            .send();
        }
        if (!Object.keys(found).length) found[captchaKey!] = { key: 'webform.captcha.spent' };
        // A multi-page form opens on the page of the first error (or stays on the step posted).
        const step = steps.length ? { page: firstPageWithError(steps, found) ?? field(PAGE_FIELD).at(-1) ?? '' } : {};
        const outcome: WebformPostOutcome = {
          formId: form.id,
          values: shownAgain(form, posted.values),
          errors: translated(found),
          ...step,
        };
        return scope.sendSitePage(request, reply, { status: 400, services: { [WEBFORM_POST_SERVICE]: outcome } });
      } catch (error) {
        if (!isStoreUnreachable(error)) throw error;
        // The database (or the bucket) is away: the page again, 503 with Retry-After, its message
        // at the top of the form and the values typed in their fields, to be sent again.
        request.log.warn({ url: request.url.split('?')[0], reason: (error as Error).message }, 'database unreachable: answered 503');
        reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
        const outcome: WebformPostOutcome = {
          formId: form.id,
          values: shownAgain(form, posted.values),
          errors: {},
          outage: outageMessage(page.locale as Locale, runtime.catalogs),
          ...(steps.length ? { page: field(PAGE_FIELD).at(-1) ?? '' } : {}),
        };
        return scope.sendSitePage(request, reply, { status: 503, services: { [WEBFORM_POST_SERVICE]: outcome } });
      }
    });
  });
}

/** The decoded path of a request URL (pages are found by it). */
function pathOf(url: string): string {
  const { pathname } = new URL(url, 'http://localhost');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether a page's blocks (at any depth) place the form: a post names a form of its own page. */
function placesForm(blocks: unknown, id: string): boolean {
  if (!blocks || typeof blocks !== 'object') return false;
  if (Array.isArray(blocks)) return blocks.some((item) => placesForm(item, id));
  const node = blocks as Record<string, unknown>;
  if (node.type === 'webform-block' && node.form === id) return true;
  return Object.values(node).some((value) => placesForm(value, id));
}

/**
 * The values the page shows again: everything typed but passwords and files. A multi-page form
 * keeps its uploads too: they travel between its steps in hidden fields.
 */
function shownAgain(form: WebformDocument, values: FormValues): FormValues {
  const shown: FormValues = {};
  const keepsUploads = wizardPages(form.elements).length > 0;
  for (const { key, element } of indexElements(form.elements)) {
    const hidden = element['#type'] === 'password' || (NOT_SHOWN_AGAIN.has(element['#type']) && !keepsUploads);
    if (holdsValue(element) && !hidden && values[key] !== undefined) shown[key] = values[key]!;
  }
  return shown;
}
