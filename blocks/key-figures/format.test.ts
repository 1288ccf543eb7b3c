import fc from 'fast-check';
import { formatKeyFigure } from './format';

describe('key figure number', () => {
  it('groups a plain integer of up to six characters in thousands with spaces', () => {
    expect(formatKeyFigure('15000')).toBe('15 000');
    expect(formatKeyFigure('3000')).toBe('3 000');
    expect(formatKeyFigure('999')).toBe('999');
    expect(formatKeyFigure('250000')).toBe('250 000');
  });

  it('shows a number longer than six characters as it is written', () => {
    expect(formatKeyFigure('5000000')).toBe('5000000');
    expect(formatKeyFigure('5 000 000')).toBe('5 000 000');
    expect(formatKeyFigure('5,000,000')).toBe('5,000,000');
  });

  it('groups the whole part of a signed or decimal number of up to six characters', () => {
    expect(formatKeyFigure('1500,5')).toBe('1 500,5');
    expect(formatKeyFigure('-1500')).toBe('-1 500');
    expect(formatKeyFigure('+25000')).toBe('+25 000');
    expect(formatKeyFigure('1234.5')).toBe('1 234.5');
    expect(formatKeyFigure('1,2')).toBe('1,2');
    // Seven characters: as written.
    expect(formatKeyFigure('-150000')).toBe('-150000');
  });

  it('leaves text that is not a number as the editor wrote it', () => {
    expect(formatKeyFigure('24/7')).toBe('24/7');
    expect(formatKeyFigure('5 km')).toBe('5 km');
  });

  it('keeps the digits of short integers and only adds a space every three digits from the right', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,5}$/), (digits) => {
        const groups = formatKeyFigure(digits).split(' ');
        return groups.join('') === digits && groups.slice(1).every((group) => group.length === 3) && groups[0]!.length <= 3;
      }),
    );
  });

  it('leaves every longer value untouched', () => {
    fc.assert(fc.property(fc.string({ minLength: 7, maxLength: 20 }), (text) => formatKeyFigure(text) === text));
  });
});
