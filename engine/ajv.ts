import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { joinPointer } from './problems';
import { sanitizeRichText } from './sanitize';

/**
 * One ajv instance for all content schemas. The `x-sanitize: "html"` keyword rewrites CMS HTML
 * through the allow-list while the document is validated, so content is cleaned exactly once,
 * where it enters.
 */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: false });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: 'x-sanitize',
    schemaType: 'string',
    modifying: true,
    errors: false,
    compile: (kind: string) => (data: unknown, context) => {
      if (kind === 'html' && typeof data === 'string' && context?.parentData && context.parentDataProperty !== undefined) {
        (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = sanitizeRichText(data);
      }
      return true;
    },
  });
  return ajv;
}

/** Turns an ajv error into a sentence that says what is wrong and what is expected. */
export function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required field "${String(params.missingProperty)}"`;
    case 'additionalProperties':
      return `unexpected field "${String(params.additionalProperty)}"`;
    case 'unevaluatedProperties':
      return `unexpected field "${String(params.unevaluatedProperty)}"`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'type':
      return `must be of type ${String(params.type)}`;
    default:
      return error.message ?? `fails "${error.keyword}"`;
  }
}

/**
 * The errors worth reporting: two echoes of an error are left out, "must match the then schema"
 * one level up, and a property called unexpected because its own value failed (that failure
 * says it better).
 */
export function withoutEchoes(all: readonly ErrorObject[]): ErrorObject[] {
  const failedAt = new Set(all.map((error) => error.instancePath));
  return all.filter(
    (error) =>
      error.keyword !== 'if' &&
      !(
        error.keyword === 'unevaluatedProperties' &&
        failedAt.has(joinPointer(error.instancePath, String((error.params as { unevaluatedProperty?: unknown }).unevaluatedProperty)))
      ),
  );
}
