import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Submissions are JSON whose values may be strings, lists or objects (schemas/api
 * webform-submission: an anyOf). The BFF's shared compiler coerces types for query strings,
 * which would turn a string into a one-item list while trying the list branch; the body of a
 * submission is therefore checked without coercion, and its query as usual.
 */
const bodyAjv = new Ajv2020({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false });
const queryAjv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: 'array', useDefaults: true });

export const jsonBodyValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema as object) as ValidateFunction;
