import type { FastifyInstance } from 'fastify';
import type { InProcessBff } from '../../adapters/bff-client/server-answers';
import { sharedApiCacheControl } from '../http-cache';
import { answers } from './answers/responses';
import { createApiAjv } from './request-validation';

/**
 * A GET route of the BFF as data: its path, the schema of its query and its answer. The same
 * endpoint serves the browser (a Fastify route) and the server's own page rendering (in
 * process), so both get the same answer for the same query.
 */
// biome-ignore lint/suspicious/noExplicitAny: one table lists endpoints of every query type; with unknown, an endpoint's answer function (which takes its query) would not be assignable to it.
export interface BffEndpoint<Query = any> {
  path: string;
  querySchema: Record<string, unknown>;
  /** What the call answers, in one sentence, for the API reference. */
  summary: string;
  /** The schema of a successful answer (200): it serialises the answer and documents it. */
  answerSchema: object;
  /** Answered to a query that breaks the schema, instead of a 400. */
  invalidAnswer?: () => unknown;
  answer(query: Query): Promise<unknown>;
  /** How long (seconds) any visitor may share an answer from a cache; private when absent. */
  sharedForSeconds?: number;
}

/** An error an endpoint throws to answer with a client error status and this message. */
export function clientError(status: 400 | 404, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status });
}

/** Registers the endpoints as GET routes, in the part of the API `tag` names. */
export function registerEndpoints(app: FastifyInstance, endpoints: readonly BffEndpoint[], tag: string): void {
  for (const endpoint of endpoints) {
    const options = {
      schema: {
        summary: endpoint.summary,
        tags: [tag],
        querystring: endpoint.querySchema,
        response: answers({ 200: endpoint.answerSchema }),
      },
      attachValidation: endpoint.invalidAnswer !== undefined,
    };
    app.get<{ Querystring: unknown }>(endpoint.path, options, async (request, reply) => {
      const answer = await (request.validationError ? endpoint.invalidAnswer!() : endpoint.answer(request.query));
      if (endpoint.sharedForSeconds) reply.header('cache-control', sharedApiCacheControl(endpoint.sharedForSeconds));
      return answer;
    });
  }
}

/**
 * The endpoints answered without HTTP: the query string is parsed as Fastify parses it (a
 * repeated name makes a list) and checked with the same schema and coercions.
 */
export function inProcessBff(endpoints: readonly BffEndpoint[]): InProcessBff {
  const ajv = createApiAjv();
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path, { endpoint, validate: ajv.compile(endpoint.querySchema) }]));
  return {
    async get(path, search) {
      const found = byPath.get(path);
      if (!found) throw clientError(404, `no BFF endpoint ${path}`);
      const query: Record<string, string | string[]> = {};
      for (const [name, value] of new URLSearchParams(search)) {
        const previous = query[name];
        query[name] = previous === undefined ? value : [previous].flat().concat(value);
      }
      if (!found.validate(query)) {
        if (found.endpoint.invalidAnswer) return found.endpoint.invalidAnswer();
        throw clientError(400, ajv.errorsText(found.validate.errors));
      }
      return found.endpoint.answer(query);
    },
  };
}
