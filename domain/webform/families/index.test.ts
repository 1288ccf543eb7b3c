import { RENDERED_TYPES } from '../elements';
import { FAMILIES, familyOf, familyTable } from '.';

describe('the table of element families', () => {
  it('names only types the site renders (a misspelt type would silently fall back to plain text)', () => {
    const named = FAMILIES.flatMap((family) => family.types);
    expect(named.filter((type) => !RENDERED_TYPES.has(type))).toEqual([]);
  });

  it('refuses a type given to two families, as the renderers refuse a type given two components', () => {
    expect(() => familyTable([{ types: ['email'] }, { types: ['email', 'url'] }])).toThrow(
      'the webform element type "email" is in two families of rules',
    );
  });

  it('gives a type of no family the plain text rules: no shape, parts or rule of its own', () => {
    expect(familyOf({ '#type': 'textfield' })).toEqual({ types: [] });
    expect(familyOf({ '#type': 'webform_email_confirm' }).types).toContain('webform_email_confirm');
  });
});
