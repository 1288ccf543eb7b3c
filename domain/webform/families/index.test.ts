import { RENDERED_TYPES } from '../elements';
import { FAMILIES, familyFor, familyTable } from '.';

describe('the table of element families', () => {
  it('names only types the site renders (a misspelt type would silently fall back to plain text)', () => {
    const named = Object.values(FAMILIES).flatMap((family) => family.types);
    expect(named.filter((type) => !RENDERED_TYPES.has(type))).toEqual([]);
  });

  it('refuses a type given to two families, naming both', () => {
    expect(() => familyTable({ email: { types: ['email'] }, links: { types: ['email', 'url'] } })).toThrow(
      'the webform element type "email" is in two families: email and links',
    );
  });

  it('gives a type of no family (a container, an unknown type) no shape, parts or rule of its own', () => {
    expect(familyFor({ '#type': 'fieldset' })).toEqual({ types: [] });
    expect(familyFor({ '#type': 'webform_unheard_of' })).toEqual({ types: [] });
    expect(familyFor({ '#type': 'textfield' }).types).toEqual(['textfield', 'textarea']);
    expect(familyFor({ '#type': 'webform_email_confirm' }).types).toContain('webform_email_confirm');
  });
});
