import fc from 'fast-check';
import { formatKeyFigure, MAX_GROUPED_LENGTH } from './format';

describe('key figure number', () => {
  it('groups numbers of up to six characters in thousands with spaces', () => {
    expect(formatKeyFigure('15000')).toBe('15 000');
    expect(formatKeyFigure('3000')).toBe('3 000');
    expect(formatKeyFigure('999')).toBe('999');
    expect(formatKeyFigure('250000')).toBe('250 000');
  });

  it('shows a number longer than six characters as written', () => {
    expect(formatKeyFigure('5000000')).toBe('5000000');
    expect(formatKeyFigure('1234567890')).toBe('1234567890');
  });

  it('leaves text that is not a plain integer untouched', () => {
    expect(formatKeyFigure('1,2')).toBe('1,2');
    expect(formatKeyFigure('24/7')).toBe('24/7');
  });

  it('keeps the digits and only adds spaces every three digits from the right', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,9}$/), (digits) => {
        const shown = formatKeyFigure(digits);
        if (digits.length > MAX_GROUPED_LENGTH) return shown === digits;
        const groups = shown.split(' ');
        return groups.join('') === digits && groups.slice(1).every((group) => group.length === 3) && groups[0]!.length <= 3;
      }),
    );
  });
});
