/**
 * The API reference page's reading of the OpenAPI document: operations grouped by their part of
 * the API (the document's tags, in its order), each with its parameters, request body and
 * answers, and a short type for each schema. Only what the site's document holds is read.
 */

type Schema = Record<string, unknown>;

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  info: { title: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
}

export interface ReferenceContent {
  mediaType: string;
  type: string;
  /** The schema as JSON, for those who read it whole. */
  schema?: string;
}

export interface ReferenceAnswer {
  status: string;
  description?: string;
  contents: ReferenceContent[];
}

export interface ReferenceOperation {
  /** The anchor of the operation on the page. */
  id: string;
  method: string;
  path: string;
  summary?: string;
  parameters: ReferenceParameter[];
  body: ReferenceContent[];
  answers: ReferenceAnswer[];
}

export interface ReferenceSection {
  tag: string;
  description?: string;
  operations: ReferenceOperation[];
}

/** A schema in a few words: its title, its values, or its type (lists and alternatives spelt out). */
export function typeInWords(schema: Schema | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.map(typeInWords).join(' | ');
  if (schema.type === 'array') return `${typeInWords(schema.items as Schema | undefined) || 'any'}[]`;
  const types = [schema.type].flat().filter((type): type is string => typeof type === 'string');
  const named = typeof schema.title === 'string' && types.includes('object') ? schema.title : types.join(' | ');
  return typeof schema.format === 'string' && !named.includes(' ') ? `${named} (${schema.format})` : named || 'any';
}

function contentsOf(content: Record<string, { schema?: Schema }> | undefined): ReferenceContent[] {
  return Object.entries(content ?? {}).map(([mediaType, { schema }]) => {
    const whole = schema && (schema.type === 'object' || schema.type === 'array' || schema.anyOf || schema.oneOf);
    return { mediaType, type: typeInWords(schema), ...(whole ? { schema: JSON.stringify(schema, null, 2) } : {}) };
  });
}

function operationOf(method: string, path: string, operation: OpenApiOperation): ReferenceOperation {
  return {
    id: `${method}-${path}`
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/-+$/, '')
      .toLowerCase(),
    method: method.toUpperCase(),
    path,
    ...(operation.summary ? { summary: operation.summary } : {}),
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required ?? false,
      type: typeInWords(parameter.schema),
      ...((parameter.description ?? parameter.schema?.description)
        ? { description: (parameter.description ?? parameter.schema?.description) as string }
        : {}),
    })),
    body: contentsOf(operation.requestBody?.content),
    answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
      status,
      ...(answer.description ? { description: answer.description } : {}),
      contents: contentsOf(answer.content),
    })),
  };
}

/** The document's operations by part of the API (every operation has one), parts in the document's order, operations in path order. */
export function referenceSections(document: OpenApiDocument): ReferenceSection[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      tag: operation.tags?.[0] ?? '',
      operation: operationOf(method, path, operation),
    })),
  );
  return (document.tags ?? [])
    .map(({ name, description }) => ({
      tag: name,
      ...(description ? { description } : {}),
      operations: operations
        .filter(({ tag }) => tag === name)
        .map(({ operation }) => operation)
        .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    }))
    .filter((section) => section.operations.length > 0);
}
