import apiErrorSchema from '../../../schemas/api/api-error.schema.json';
import { selfContained } from './self-contained';

type Schema = Record<string, unknown>;

/** The client-error answer of every /api route but the gift-card ones, self-contained. */
export const API_ERROR = selfContained(apiErrorSchema);

/**
 * A route's `response` schemas: its answers by status, each made self-contained, and `error`
 * (the API's error shape unless said otherwise) for any 4xx. Fastify serialises each answer
 * with its schema, which is faster than JSON.stringify and never sends a property the schema
 * does not declare.
 */
export function answers(byStatus: Record<number, object>, error: object = API_ERROR): Record<string, Schema> {
  const schemas: Record<string, Schema> = Object.fromEntries(
    Object.entries(byStatus).map(([status, schema]) => [status, selfContained(schema)]),
  );
  return { ...schemas, '4xx': selfContained(error) };
}

/**
 * The answers of a route whose success is not JSON (a PDF, a PEM key, a base64 picture as
 * text): the success is only described, for the API reference, by its media type; its JSON
 * errors get the error shape.
 */
export function bytesAnswers(mediaType: string, description: string): Record<string, Schema> {
  // Text (a PEM key is text too) is a string; anything else is bytes.
  const format = mediaType.startsWith('text/') || mediaType.endsWith('pem-file') ? {} : { format: 'binary' };
  return { 200: { description, content: { [mediaType]: { schema: { type: 'string', ...format } } } }, '4xx': API_ERROR };
}
