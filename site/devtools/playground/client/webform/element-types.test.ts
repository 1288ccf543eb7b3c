import { blockDefinitions } from '../../../../../blocks';
import pageSchema from '../../../../../schemas/page.schema.json';
import { sharedSchemas } from '../../../../content-store/collections';
import { bundleSchemas } from '../../server/schema-bundle';
import { elementTypes, matchingTypes } from './element-types';

const root = bundleSchemas(pageSchema, blockDefinitions, sharedSchemas);

describe('the webform element types offered when an element is added', () => {
  it('lists every #type the element schemas dispatch on, once, with its schema’s words', () => {
    const types = elementTypes(root);
    const ids = types.map((type) => type.type);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    // Each schema of the bundle that fixes a #type is offered (the union, the base and the form itself fix none).
    const typed = Object.values(root.$defs as Record<string, Record<string, unknown>>)
      .map((schema) => (schema.properties as Record<string, { const?: unknown }> | undefined)?.['#type']?.const)
      .filter((type): type is string => typeof type === 'string');
    expect(typed.length).toBeGreaterThan(50);
    expect(ids).toEqual(expect.arrayContaining(typed));
    expect(types.find((type) => type.type === 'textfield')).toEqual({
      type: 'textfield',
      title: 'TextfieldElement',
      description: 'A one-line text input.',
    });
  });

  it('finds types by any word of their type, title or description', () => {
    const types = elementTypes(root);
    expect(matchingTypes(types, 'one-line text').map((type) => type.type)).toContain('textfield');
    expect(matchingTypes(types, 'EMAIL').every((type) => /email/i.test(`${type.type} ${type.title} ${type.description}`))).toBe(true);
    expect(matchingTypes(types, 'no such element type')).toEqual([]);
    expect(matchingTypes(types, '')).toHaveLength(types.length);
  });
});
