import { blockDefinitions } from '../../../../../blocks';
import pageSchema from '../../../../../schemas/page.schema.json';
import { sharedSchemas } from '../../../../content-store/collections';
import { elementDefRef } from '../../bundle-names';
import { bundleSchemas } from '../../server/schema-bundle';
import {
  choiceBranches,
  fieldHelp,
  fieldKind,
  fieldLabel,
  initialValue,
  matchingBranch,
  resolveSchema,
  setAtPointer,
  valueAtPointer,
  type Schema,
} from './schema';

const root = bundleSchemas(pageSchema, blockDefinitions, sharedSchemas);
const block = (type: string) => resolveSchema({ $ref: `#/$defs/block-${type}` }, root);
const property = (type: string, name: string) => (block(type).properties as Record<string, Schema>)[name]!;

describe('the schema bundle the forms and the editor read', () => {
  it('resolves every reference inside itself, whatever file it came from', () => {
    const refs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
          if (key === 'examples') continue;
          if (key === '$ref') refs.push(String(child));
          else walk(child);
        }
    };
    walk(root);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) expect(valueAtPointer(root, ref.replace(/^#/, '')), ref).toBeTypeOf('object');
  });

  it('makes the page blocks a union of every block type, for completion', () => {
    const node = valueAtPointer(root, '/$defs/node') as Schema;
    expect((node.properties as { type: { enum: string[] } }).type.enum).toEqual(blockDefinitions.map((definition) => definition.type));
  });
});

describe('fields generated from a schema', () => {
  it('gives each shape of field its kind', () => {
    expect(fieldKind(property('paragraph', 'text'), root)).toBe('richText');
    expect(fieldKind(property('paragraph', 'title'), root)).toBe('text');
    expect(fieldKind(property('banner', 'backgroundColor'), root)).toBe('enum');
    expect(fieldKind(property('banner', 'link'), root)).toBe('object');
    expect(fieldKind(property('banner', 'image'), root)).toBe('object');
    expect(fieldKind(property('introduction', 'readingTime'), root)).toBe('integer');
    expect(fieldKind(property('key-figures', 'figures'), root)).toBe('array');
    expect(fieldKind(property('three-column', 'blocks'), root)).toBe('blocks');
    expect(fieldKind(property('paragraph', 'type'), root)).toBe('const');
    expect(fieldKind({ type: 'boolean' }, root)).toBe('boolean');
    expect(fieldKind({ type: 'number' }, root)).toBe('number');
    expect(fieldKind({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, root)).toBe('choice');
    expect(fieldKind({ type: 'object', additionalProperties: true }, root)).toBe('json');
    expect(fieldKind((resolveSchema({ $ref: '#/$defs/webform-webform' }, root).properties as Record<string, Schema>).elements!, root)).toBe(
      'elements',
    );
    // An element's form has the properties every element shares (its #states among them, as JSON).
    const textfield = resolveSchema({ $ref: elementDefRef('textfield') }, root);
    expect(Object.keys(textfield.properties as Schema)).toEqual(
      expect.arrayContaining(['#type', '#title', '#required', '#states', '#maxlength']),
    );
    expect(fieldKind((textfield.properties as Record<string, Schema>)['#states']!, root)).toBe('json');
    expect(fieldKind({}, root)).toBe('json');
  });

  it('labels a field with its title, or its name in words, and helps with its description', () => {
    expect(fieldLabel('link', property('banner', 'link'))).toBe('Link');
    expect(fieldLabel('text', property('paragraph', 'text'))).toBe('Text');
    expect(fieldLabel('backgroundColor', property('banner', 'backgroundColor'))).toBe('Background color');
    expect(fieldLabel('field_background_image', {})).toBe('Background image');
    expect(fieldHelp({ $ref: '#/$defs/common/$defs/richText' }, root)).toMatch(/sanitised with an allow-list/);
    expect(fieldHelp({ $ref: '#/$defs/common/$defs/richText', description: 'Its own words.' }, root)).toBe('Its own words.');
  });

  it('starts a new block with its required fields only, and its type', () => {
    expect(initialValue({ $ref: '#/$defs/block-banner' }, root)).toEqual({ type: 'banner', title: '', backgroundColor: 'primary' });
    expect(initialValue({ $ref: '#/$defs/block-key-figures' }, root)).toEqual({ type: 'key-figures', figures: [] });
    expect(initialValue(property('banner', 'link'), root)).toEqual({ href: '', label: '' });
    expect(initialValue({ type: 'integer', minimum: 1 }, root)).toBe(1);
  });

  it('offers the branches of a oneOf and finds the one a value takes', () => {
    const schema = {
      oneOf: [
        { title: 'By link', type: 'object', required: ['href'], properties: { href: { type: 'string' } } },
        { title: 'By file', type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
        { type: 'string' },
      ],
    };
    const branches = choiceBranches(schema, root);
    expect(branches.map((branch) => branch.title)).toEqual(['By link', 'By file', undefined]);
    expect(matchingBranch(branches, { file: 'a.pdf' })).toBe(1);
    expect(matchingBranch(branches, { href: '/x' })).toBe(0);
    expect(matchingBranch(branches, 'text')).toBe(2);
  });
});

describe('editing a document by pointer', () => {
  const page = {
    title: 'A',
    blocks: [
      { type: 'paragraph', text: 'x' },
      { type: 'layout', rows: [{ blocks: [] }] },
    ],
  };

  it('reads and replaces a value deep in the page, leaving the original untouched', () => {
    expect(valueAtPointer(page, '/blocks/1/rows/0/blocks')).toEqual([]);
    const changed = setAtPointer(page, '/blocks/1/rows/0/blocks', [{ type: 'quote', text: 'q' }]);
    expect(valueAtPointer(changed, '/blocks/1/rows/0/blocks/0/type')).toBe('quote');
    expect(valueAtPointer(page, '/blocks/1/rows/0/blocks')).toEqual([]);
  });

  it('removes a property or an item when the new value is undefined', () => {
    expect(setAtPointer(page, '/title', undefined)).not.toHaveProperty('title');
    expect((setAtPointer(page, '/blocks/0', undefined) as typeof page).blocks).toHaveLength(1);
  });
});
