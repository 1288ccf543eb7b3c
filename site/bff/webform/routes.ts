import type { FastifyInstance } from 'fastify';
import type { CaptchaChallenge } from '../../../schemas/generated/api/captcha-challenge';
import type { WebformFileAnswer } from '../../../schemas/generated/api/webform-file-answer';
import type { TvaAnswer } from '../../../schemas/generated/api/tva-answer';
import type { WebformOptionsAnswer } from '../../../schemas/generated/api/webform-options-answer';
import type { WebformSubmissionAnswer } from '../../../schemas/generated/api/webform-submission-answer';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { indexElements } from '../../../domain/webform/elements';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKey } from '../../../domain/webform/idempotency-key';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';
import { FILE_TYPES, fileRules } from '../../../domain/webform/families/files';
import { errorText, escapeHtml } from '../../../domain/webform/messages';
import { translatorFor, type Locale } from '@quai/engine/i18n';
import { LOCALES } from '../../engine-config';
import { formatInSiteTime } from '@quai/engine/time';
import fileQuerySchema from '../../../schemas/api/webform-file-query.schema.json';
import optionsQuerySchema from '../../../schemas/api/webform-options-query.schema.json';
import submissionQuerySchema from '../../../schemas/api/webform-submission-query.schema.json';
import submissionSchema from '../../../schemas/api/webform-submission.schema.json';
import captchaChallengeSchema from '../../../schemas/api/captcha-challenge.schema.json';
import tvaAnswerSchema from '../../../schemas/api/tva-answer.schema.json';
import fileAnswerSchema from '../../../schemas/api/webform-file-answer.schema.json';
import optionsAnswerSchema from '../../../schemas/api/webform-options-answer.schema.json';
import submissionAnswerSchema from '../../../schemas/api/webform-submission-answer.schema.json';
import tvaQuerySchema from '../../../schemas/api/tva-query.schema.json';
import type { TvaQuery } from '../../../schemas/generated/api/tva-query';
import type { WebformFileQuery } from '../../../schemas/generated/api/webform-file-query';
import type { WebformOptionsQuery } from '../../../schemas/generated/api/webform-options-query';
import type { WebformSubmissionBody } from '../../../schemas/generated/api/webform-submission';
import type { WebformSubmissionQuery } from '../../../schemas/generated/api/webform-submission-query';
import { WEBFORM_PATHS } from '../../../adapters/bff-client/paths';
import { answers } from '../answers/responses';
import type { BffContext } from '../context';
import type { WebformServices } from './services';
import { findForm } from './forms';
import type { StoredSubmission } from './store';
import { jsonBodyValidatorCompiler } from './json-body-validation';
import { captchaElementKey, checkSubmission } from './submission';
import { answerStoreOutage } from '../answers/outage';
import { runPeriodically } from '../periodic';
import { issueUploadToken } from './upload-tokens';
import { sweepUploads } from './upload-sweep';
import { receiveFile, UploadRefused } from './uploads';
import { checkEuVat } from './vat';
import { noScriptRoutes } from './no-script';
import { erroredFields, wrongShapedFields } from './shape-check';

const HOUR = 3_600_000;

/** The forms' part of the API. */
export const WEBFORMS_TAG = 'webforms';

/** A JSON submission is small: files travel on their own calls. */
const SUBMISSION_BODY_LIMIT = 256 * 1024;

/**
 * Requests per minute and per address: far above what a visitor filling a form sends, low
 * enough to stop a script flooding the store or the disk.
 */
const PER_MINUTE = { submissions: 30, files: 30, checks: 60 } as const;
const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/** The debug confirmation shows what was stored; other confirmations read nothing. */
function submissionAnswer(definition: WebformDocument, stored: StoredSubmission): WebformSubmissionAnswer {
  return definition.confirmation.type === 'debug'
    ? { sid: stored.sid, webform_id: definition.id, created: stored.createdAt, data: stored.data }
    : { sid: stored.sid };
}

/** The answer shape the webform client reads on failure: message.error (a text, or a map of fields). */
const failure = (message: string, error: unknown = message) => ({ message: { message, error } });
const INVALID_SUBMISSION = 'Submitted Data contains validation errors.';
const BAD_IDEMPOTENCY_KEY = `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 128 letters, digits, "-" or "_".`;

/**
 * The form API: submissions (POST /api/webform), autocomplete options (GET /api/webform with
 * op=autocomplete_options), file uploads (POST /api/webformFile), the VAT check (GET
 * /api/defi/tva) and the captcha challenge (GET /api/webform/captcha). Values are never logged:
 * these routes log warnings only, without their URLs' queries.
 */
export async function webformRoutes(app: FastifyInstance, services: WebformServices, context: BffContext): Promise<void> {
  const { store, options, captcha, uploadKey, filesFolder, storage } = services;
  runPeriodically(app, 'upload sweep', HOUR, () => sweepUploads(store, storage, filesFolder, services.uploadRetentionMs));
  const translator = async (langcode: string) => translatorFor(langcode as Locale, (await context.runtime()).catalogs[langcode as Locale]);
  const wrongShapes = async (fields: string[], langcode = 'fr') => {
    const t = await translator(LOCALES.includes(langcode as Locale) ? langcode : 'fr');
    return failure(INVALID_SUBMISSION, Object.fromEntries(fields.map((field) => [field, escapeHtml(t('webform.shape.invalid'))])));
  };

  await app.register(async (scope) => {
    // Uploads are raw bytes, streamed to disk by the route itself: no parser reads them.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    // Bad JSON, oversized bodies, failed schemas: the reason in that failure shape. This scope is
    // loaded after the site's own handler is set, so it states its own.
    scope.setErrorHandler(
      async (
        error: Error & { statusCode?: number; validation?: Array<{ instancePath: string }>; validationContext?: string },
        request,
        reply,
      ) => {
        // A value of the wrong shape found by the body schema: named with its field, as the form's own check does.
        const fields = error.validationContext === 'body' ? erroredFields(error.validation ?? []) : [];
        if (fields.length)
          return reply.status(400).send(await wrongShapes(fields, (request.query as { langcode?: string } | undefined)?.langcode));
        if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send(failure(error.message));
        const outage = await answerStoreOutage(error, request, reply, async () => (await context.runtime()).catalogs);
        if (outage) return outage;
        request.log.error({ err: error, route: request.routeOptions.url }, 'webform request failed');
        return reply.status(500).send(failure('Internal error'));
      },
    );

    scope.post<{ Querystring: WebformSubmissionQuery; Body: WebformSubmissionBody }>(
      WEBFORM_PATHS.submission,
      {
        ...limit(PER_MINUTE.submissions),
        bodyLimit: SUBMISSION_BODY_LIMIT,
        logLevel: 'warn',
        validatorCompiler: jsonBodyValidatorCompiler,
        schema: {
          summary: 'Submits a form: checked as Drupal checks it, then stored; errors come back by field.',
          tags: [WEBFORMS_TAG],
          querystring: submissionQuerySchema,
          body: submissionSchema,
          response: answers({ 200: submissionAnswerSchema }),
        },
      },
      async (request, reply) => {
        const langcode = request.query.langcode ?? 'fr';
        const { content } = await context.runtime();
        const definition = findForm(content, request.body.webform_id, langcode);
        if (!definition) return reply.status(404).send(failure(`Unknown form "${request.body.webform_id}".`));
        if (definition.status === 'closed') return reply.status(403).send(failure(`The form "${definition.id}" is closed.`));
        // A value that has not the shape of its element's type is refused before anything else.
        const wrong = wrongShapedFields(definition, request.body as Record<string, unknown>);
        if (wrong.length) return reply.status(400).send(await wrongShapes(wrong, langcode));
        const idempotencyKey = readIdempotencyKey(request.headers);
        if (idempotencyKey === null) return reply.status(400).send(failure(BAD_IDEMPOTENCY_KEY));
        // Sent again after a cut-off: the submission stored the first time is the answer.
        const earlier = idempotencyKey && (await store.submissionWithKey(definition.id, idempotencyKey));
        if (earlier) return submissionAnswer(definition, earlier);
        const t = await translator(langcode);
        const captchaKey = captchaElementKey(definition);
        const verdict = captchaKey === undefined ? undefined : await captcha.verify(request.body.headless_captcha);
        if (captchaKey !== undefined && verdict && !verdict.ok) {
          return reply
            .status(400)
            .send(
              failure('Submitted Data contains validation errors.', { [captchaKey]: escapeHtml(t(`webform.captcha.${verdict.reason}`)) }),
            );
        }
        const checked = await checkSubmission(definition, request.body as Record<string, unknown>, {
          store,
          options,
          today: formatInSiteTime(new Date(), 'isoDate'),
          uploadKey,
          client: request.ip,
        });
        const errors = Object.entries(checked.errors);
        if (errors.length) {
          return reply
            .status(400)
            .send(
              failure(
                'Submitted Data contains validation errors.',
                Object.fromEntries(errors.map(([key, error]) => [key, escapeHtml(errorText(error, t, langcode))])),
              ),
            );
        }
        // Spending is one atomic insert, in the submission's transaction: of two submissions racing
        // with one answer, one wins; a submission the database refused spent nothing.
        const stored = await store.acceptSubmission(
          { webformId: definition.id, langcode, data: checked.values, fids: checked.fids },
          { captchaSignature: verdict?.ok ? verdict.signature : undefined, idempotencyKey },
        );
        if (stored === 'spent') {
          return reply
            .status(400)
            .send(failure('Submitted Data contains validation errors.', { [captchaKey!]: escapeHtml(t('webform.captcha.spent')) }));
        }
        request.log.info({ webformId: definition.id, sid: stored.sid }, 'webform submission stored');
        return submissionAnswer(definition, stored);
      },
    );

    await noScriptRoutes(scope, {
      context,
      ...services,
      // The counts live in the store, as the post does: while the store is away the limit is
      // skipped, so that the route answers itself (its page, the values typed, the outage
      // message) rather than the limiter with a JSON 503.
      routeConfig: { rateLimit: { ...limit(PER_MINUTE.submissions).config.rateLimit, skipOnError: true } },
      bodyLimit: SUBMISSION_BODY_LIMIT,
    });

    scope.get<{ Querystring: WebformOptionsQuery }>(
      WEBFORM_PATHS.submission,
      {
        schema: {
          summary: 'The option list of an autocomplete element of a form (with op=autocomplete_options).',
          tags: [WEBFORMS_TAG],
          querystring: optionsQuerySchema,
          response: answers({ 200: optionsAnswerSchema }),
        },
      },
      async (request, reply) => {
        const { id, options_id: optionsId, langcode = 'fr' } = request.query;
        const { content } = await context.runtime();
        const definition = findForm(content, id, langcode);
        const usesList =
          definition && indexElements(definition.elements).some(({ element }) => element['#autocomplete_options'] === optionsId);
        const list = usesList ? options.get(optionsId) : undefined;
        if (!list)
          return reply.status(404).send(failure(definition ? `The form "${id}" has no options "${optionsId}".` : `Unknown form "${id}".`));
        reply.header('cache-control', 'public, max-age=3600');
        return list() satisfies WebformOptionsAnswer;
      },
    );

    scope.post<{ Querystring: WebformFileQuery; Body: Readable }>(
      WEBFORM_PATHS.file,
      {
        ...limit(PER_MINUTE.files),
        logLevel: 'warn',
        schema: {
          summary: 'Uploads one file for a file element of a form, as raw bytes; the answer names it in the submission.',
          tags: [WEBFORMS_TAG],
          querystring: fileQuerySchema,
          response: answers({ 200: fileAnswerSchema }),
        },
        // Checked before any byte is read. Only raw bytes are accepted: a text/plain or form
        // body needs no CORS preflight, so accepting one would let another site post files.
        onRequest: async (request, reply) => {
          const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
          if (type !== 'application/octet-stream') {
            return reply.status(415).send(failure(`Files are sent as application/octet-stream, not ${type ?? 'without a content type'}.`));
          }
        },
      },
      async (request, reply) => {
        const { webform_id: webformId, field_name: fieldName, filename, langcode = 'fr' } = request.query;
        const { content } = await context.runtime();
        const definition = findForm(content, webformId, langcode);
        const element = definition && indexElements(definition.elements).find(({ key }) => key === fieldName)?.element;
        if (!definition || definition.status === 'closed')
          return reply.status(404).send(failure(definition ? `The form "${webformId}" is closed.` : `Unknown form "${webformId}".`));
        if (!element || !FILE_TYPES.has(element['#type']) || element['#access'] === false)
          return reply.status(400).send(failure(`The form "${webformId}" has no file field "${fieldName}".`));
        const rules = fileRules(element);
        const declared = Number(request.headers['content-length']);
        if (declared > rules.maxBytes) return reply.status(413).send(failure('The file is larger than this field accepts.'));
        try {
          const received = await receiveFile(request.body, filename, rules, join(filesFolder, webformId), (storedName, partial) =>
            storage.keep(webformId, storedName, partial),
          );
          return {
            fid: issueUploadToken(uploadKey, await store.addFile({ webformId, fieldName, ...received }), request.ip),
          } satisfies WebformFileAnswer;
        } catch (error) {
          if (!(error instanceof UploadRefused)) throw error;
          // Stop reading a refused upload: the connection closes once the answer is sent.
          reply.header('connection', 'close');
          return reply.status(error.status).send(failure(error.message));
        }
      },
    );

    scope.get<{ Querystring: TvaQuery }>(
      WEBFORM_PATHS.vat,
      {
        ...limit(PER_MINUTE.checks),
        logLevel: 'warn',
        schema: {
          summary: 'Checks the form of an EU VAT number for its country.',
          tags: [WEBFORMS_TAG],
          querystring: tvaQuerySchema,
          response: answers({ 200: tvaAnswerSchema }),
        },
      },
      async (request, reply) => {
        const { vatNumber, countryCode, langcode = 'fr' } = request.query;
        const verdict = checkEuVat(countryCode, vatNumber);
        if (!verdict.known)
          return reply.status(400).send(failure(`Unknown country code "${countryCode}": VAT numbers are checked for EU member states.`));
        const t = await translator(langcode);
        return { valid: verdict.valid, message: t(verdict.valid ? 'webform.tva.valid' : 'webform.tva.invalid') } satisfies TvaAnswer;
      },
    );

    scope.get(
      WEBFORM_PATHS.captcha,
      {
        ...limit(PER_MINUTE.checks),
        schema: {
          summary: 'A proof-of-work captcha challenge for a form.',
          tags: [WEBFORMS_TAG],
          response: answers({ 200: captchaChallengeSchema }),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await captcha.challenge()) satisfies CaptchaChallenge;
      },
    );
  });
}
