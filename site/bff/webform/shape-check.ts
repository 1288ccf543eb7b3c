import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { fieldOfPointer, formRequestSchema } from '../../../domain/webform/request-schema';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

/** No coercion: a list given for a string is a wrong shape, not a string to convert. */
const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: false });
const compiled = new WeakMap<WebformDocument, ValidateFunction>();

/**
 * The fields of a submission whose value does not have the shape of their element's type,
 * checked against the form's own request schema (compiled once per definition).
 */
export function wrongShapedFields(definition: WebformDocument, body: Record<string, unknown>): string[] {
  let validate = compiled.get(definition);
  if (!validate) {
    validate = ajv.compile(formRequestSchema(definition.elements));
    compiled.set(definition, validate);
  }
  return validate(body) ? [] : erroredFields(validate.errors ?? []);
}

/** The distinct fields schema errors point at, in order. */
export function erroredFields(errors: ReadonlyArray<Pick<ErrorObject, 'instancePath'>>): string[] {
  return [...new Set(errors.map((error) => fieldOfPointer(error.instancePath)).filter((field): field is string => field !== undefined))];
}
