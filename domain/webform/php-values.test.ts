import { NOT_SET, readAsPhp, type ResolveRef } from './php-values';

const options = {
  oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'object' }] } }],
};
const resolve: ResolveRef = (ref) => (ref === '#/$defs/options' ? options : undefined);

describe('values read as PHP reads them', () => {
  it("leaves '' and null unset, whatever the property expects", () => {
    expect(readAsPhp('', { type: 'integer' }, resolve)).toBe(NOT_SET);
    expect(readAsPhp(null, { type: 'object' }, resolve)).toBe(NOT_SET);
    expect(readAsPhp([], { type: 'object' }, resolve)).toBe(NOT_SET);
  });

  it('reads numeric strings as numbers where only numbers are expected, numbers as strings where only strings are', () => {
    expect(readAsPhp('16', { type: 'integer' }, resolve)).toBe(16);
    expect(readAsPhp(' 2.5 ', { type: 'number' }, resolve)).toBe(2.5);
    expect(readAsPhp('five', { type: 'integer' }, resolve)).toBe('five');
    expect(readAsPhp('0', { type: ['number', 'string'] }, resolve)).toBe('0');
    expect(readAsPhp(2007, { type: 'string' }, resolve)).toBe('2007');
  });

  it("reads booleans with PHP's truthiness: '0' and 0 are false, any other string true", () => {
    expect(readAsPhp('0', { type: 'boolean' }, resolve)).toBe(false);
    expect(readAsPhp('1', { type: 'boolean' }, resolve)).toBe(true);
    expect(readAsPhp(0, { type: 'boolean' }, resolve)).toBe(false);
    expect(readAsPhp('3', { type: ['boolean', 'integer'] }, resolve)).toBe(3);
    expect(readAsPhp(true, { type: 'string' }, resolve)).toBe('1');
  });

  it('reads options: a plain list as value = label, integer labels as strings, groups kept, through a $ref', () => {
    expect(readAsPhp(['Yes', 'No', 3], { $ref: '#/$defs/options' }, resolve)).toEqual({ Yes: 'Yes', No: 'No', '3': '3' });
    expect(readAsPhp({ '2007': 2007, g: { a: 'A' } }, { $ref: '#/$defs/options' }, resolve)).toEqual({ '2007': '2007', g: { a: 'A' } });
    expect(readAsPhp('yes_no', { $ref: '#/$defs/options' }, resolve)).toBe('yes_no');
  });

  it("reads PHP's lists keyed 0, 1, 2 as lists, and reads their items", () => {
    expect(readAsPhp({ '0': 'a', '1': 'b' }, { type: 'array', items: { type: 'string' } }, resolve)).toEqual(['a', 'b']);
    expect(readAsPhp(['1', ''], { type: 'array', items: { type: 'integer' } }, resolve)).toEqual([1]);
  });
});
