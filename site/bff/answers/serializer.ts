import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { isDeepStrictEqual } from 'node:util';

/**
 * Answers are serialised by their response schemas (fast-json-stringify), which leaves out any
 * property a schema does not declare. Where `checked`, each answer is also compared with what
 * JSON.stringify would have sent, and a difference fails the request with the place of the
 * first lost or changed value: tests and development then find a schema that forgot a property
 * the front end reads, instead of a page that silently misses it.
 */
export function registerAnswerSerializer(app: FastifyInstance, checked: boolean): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const serialize = fastJson(schema as Parameters<typeof fastJson>[0]);
    if (!checked) return serialize;
    return (data: unknown) => {
      const text = serialize(data);
      const difference = firstDifference(JSON.parse(JSON.stringify(data) ?? 'null'), JSON.parse(text), '');
      if (difference !== undefined)
        throw new Error(`${method} ${url} answered ${httpStatus}: its response schema loses or changes ${difference || 'the answer'}`);
      return text;
    };
  });
}

/** The JSON pointer of the first value that differs between what was answered and what was sent. */
export function firstDifference(sent: unknown, serialised: unknown, at: string): string | undefined {
  if (
    sent &&
    serialised &&
    typeof sent === 'object' &&
    typeof serialised === 'object' &&
    Array.isArray(sent) === Array.isArray(serialised)
  ) {
    const keys = new Set([...Object.keys(sent), ...Object.keys(serialised)]);
    for (const key of keys) {
      const found = firstDifference((sent as Record<string, unknown>)[key], (serialised as Record<string, unknown>)[key], `${at}/${key}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return isDeepStrictEqual(sent, serialised) ? undefined : at;
}
