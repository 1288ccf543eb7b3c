import { withFamily, withRenderer, withSchemaListed, withTypeBranch } from './register';
import { elementNames } from './templates';

const names = elementNames('webform_seat_number');

describe('registering a new element family', () => {
  it('names the family, its rules file, its renderer and its type after the #type', () => {
    expect(names).toEqual({
      type: 'webform_seat_number',
      family: 'seatNumber',
      rulesFile: 'seat-number',
      component: 'SeatNumber',
      typeName: 'WebformSeatNumberElement',
    });
    expect(elementNames('address_line').family).toBe('addressLine');
  });

  it('adds the import after the last one and the entry at the end of each list', () => {
    const families = [
      "import type { ElementFamily } from './family';",
      "import { email } from './text';",
      '',
      'export const FAMILIES = {',
      '  email,',
      '} satisfies Record<string, ElementFamily>;',
      '',
    ].join('\n');
    expect(withFamily(families, names).split('\n')).toEqual([
      "import type { ElementFamily } from './family';",
      "import { email } from './text';",
      "import { seatNumber } from './seat-number';",
      '',
      'export const FAMILIES = {',
      '  email,',
      '  seatNumber,',
      '} satisfies Record<string, ElementFamily>;',
      '',
    ]);
    const renderers =
      "import { TextInput } from './elements/TextInput';\n\nexport const RENDERERS: R = {\n  email: TextInput,\n};\n\nconst other = {\n};\n";
    expect(withRenderer(renderers, names)).toBe(
      "import { TextInput } from './elements/TextInput';\nimport { SeatNumber } from './elements/SeatNumber';\n\nexport const RENDERERS: R = {\n  email: TextInput,\n  seatNumber: SeatNumber,\n};\n\nconst other = {\n};\n",
    );
    const schemas =
      "import emailSchema from '../../schemas/webform/email.schema.json';\n\nexport const webformSchemas: S = [\n  emailSchema,\n];\n";
    expect(withSchemaListed(schemas, names)).toContain(
      "import webformSeatNumberSchema from '../../schemas/webform/webform_seat_number.schema.json';\n\nexport const webformSchemas: S = [\n  emailSchema,\n  webformSeatNumberSchema,\n];",
    );
  });

  it("adds the type's branch to the element union's schema", () => {
    const union = JSON.parse(withTypeBranch(JSON.stringify({ allOf: [] }), names)) as { allOf: Array<Record<string, unknown>> };
    expect(union.allOf).toHaveLength(1);
    expect(union.allOf[0]?.if).toEqual({ properties: { '#type': { const: 'webform_seat_number' } }, required: ['#type'] });
    expect(union.allOf[0]?.then).toEqual({ $ref: 'webform_seat_number.schema.json' });
  });

  it('stops, naming the file, when a list is not where it was', () => {
    expect(() => withFamily("import { email } from './text';\n", names)).toThrow(
      'domain/webform/families/index.ts: no "export const FAMILIES" closed by "} satisfies Record<string, ElementFamily>;"',
    );
    expect(() => withRenderer('export const RENDERERS = {\n};\n', names)).toThrow('blocks/webform/renderers.ts: no line matches');
  });
});
