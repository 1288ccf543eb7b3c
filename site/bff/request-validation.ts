import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { registerAnswerSerializer } from './answers/serializer';

/**
 * BFF requests are checked against the draft 2020-12 schemas of schemas/api. Query strings are
 * text: values are coerced to the schema's types and defaults filled in, as Fastify does by
 * default. A schema is compiled once, by its $id, whichever routes share it. Answers are
 * serialised by their response schemas; tests and development also check that no answer loses
 * a property to its schema.
 */
export function registerApiSchemas(app: FastifyInstance): void {
  const ajv = createApiAjv();
  app.setValidatorCompiler(({ schema }) => {
    const id = (schema as { $id?: string }).$id;
    return ((id && ajv.getSchema(id)) || ajv.compile(schema)) as ValidateFunction;
  });
  registerAnswerSerializer(app, process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development');
}

/** The validator of BFF requests, for the routes and for calls answered in process alike. */
export function createApiAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false, strict: false });
  addFormats(ajv);
  return ajv;
}
