import { selfContained } from './self-contained';

describe('self-contained answer schemas', () => {
  it('inline references between files, resolved against the file they are written in', () => {
    const schema = selfContained({
      $id: 'https://quai.dev/schemas/api/x.schema.json',
      type: 'object',
      properties: { meta: { $ref: 'search-common.schema.json#/$defs/meta' } },
    });
    expect(JSON.stringify(schema)).not.toContain('$ref');
    expect(schema.properties).toMatchObject({ meta: { type: 'object', properties: { count: { type: 'integer' } } } });
  });

  it('refuse a recursive schema, which inlining would never finish', () => {
    const tree = {
      $id: 'https://quai.dev/schemas/api/tree.schema.json',
      $defs: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } } },
      $ref: '#/$defs/node',
    };
    expect(() => selfContained(tree)).toThrow(/refers to itself/);
  });

  it('name a reference to a file that is not known', () => {
    expect(() => selfContained({ $id: 'https://quai.dev/schemas/api/x.schema.json', items: { $ref: 'nowhere.schema.json' } })).toThrow(
      /\$ref nowhere\.schema\.json names a schema that is not among the known ones/,
    );
  });
});
