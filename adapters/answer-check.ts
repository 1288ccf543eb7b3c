import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** What a check of an upstream answer finds: the answer in its declared shape, or why it is not. */
export type AnswerVerdict<T> = { ok: true; value: T } | { ok: false; reason: string };

/** How many of the problems a refused answer is described by: enough to find the culprit, short enough for a log line. */
const REASONS_SHOWN = 3;

const SUMMARIES = new Set(['anyOf', 'oneOf', 'if']);

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

/**
 * A check of what an upstream system (a CMS, an operator's API) answered, against the schema
 * of the shape the site reads, made where the answer enters the site: nothing past this point
 * meets a malformed answer. The value is read, never changed (no coercion, no defaults).
 * `schema` must be self-contained or reachable by its own `$id`.
 */
export function answerCheck<T>(schema: object): (value: unknown) => AnswerVerdict<T> {
  const validate = ajv.compile<T>(schema);
  return (value) => {
    if (validate(value)) return { ok: true, value };
    // "must match a schema in anyOf" and its kin only sum up the problems listed beside them.
    const errors = (validate.errors ?? []).filter(
      (error, _index, all) => !SUMMARIES.has(error.keyword) || all.every((other) => SUMMARIES.has(other.keyword)),
    );
    const problems = errors.slice(0, REASONS_SHOWN).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
    const more = errors.length - problems.length;
    return { ok: false, reason: problems.join('; ') + (more > 0 ? ` (and ${more} more)` : '') };
  };
}
