import type { SchemaObject } from 'ajv';
import { blockDefinitions } from '../blocks';
import { createContentValidator } from '../site/content-store/collections';
import type { ContentProblem } from '../engine/problems';

const validator = createContentValidator(blockDefinitions);

describe.each(blockDefinitions.map((definition) => [definition.type, definition] as const))('the %s block schema', (type, definition) => {
  const schema: SchemaObject = definition.schema;

  it('follows the schema conventions', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://quai.dev/schemas/blocks/${type}.schema.json`);
    expect(schema.title).toMatch(/Block$/);
    expect(schema.description?.length).toBeGreaterThan(10);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties?.type).toEqual({ const: type });
  });

  it('has at least two examples, each valid against the schema', () => {
    expect(schema.examples?.length).toBeGreaterThanOrEqual(2);
    schema.examples.forEach((example: unknown, index: number) => {
      const problems: ContentProblem[] = [];
      validator.validateNode(example, `/examples/${index}`, `schemas/blocks/${type}.schema.json`, problems);
      expect(problems).toEqual([]);
    });
  });
});
