import fc from 'fast-check';
import { formatKeyFigure } from './format';

describe('key figure number', () => {
  it('groups plain integers in thousands with spaces in French, whatever their length', () => {
    expect(formatKeyFigure('15000', 'fr')).toBe('15 000');
    expect(formatKeyFigure('3000', 'fr')).toBe('3 000');
    expect(formatKeyFigure('999', 'fr')).toBe('999');
    expect(formatKeyFigure('250000', 'fr')).toBe('250 000');
    expect(formatKeyFigure('5000000', 'fr')).toBe('5 000 000');
  });

  it('groups them as each language writes numbers', () => {
    expect(formatKeyFigure('5000000', 'en')).toBe('5,000,000');
    expect(formatKeyFigure('15000', 'en')).toBe('15,000');
    expect(formatKeyFigure('5000000', 'es')).toBe('5.000.000');
    expect(formatKeyFigure('15000', 'it')).toBe('15.000');
  });

  it('leaves text that is not a plain integer as the editor wrote it', () => {
    expect(formatKeyFigure('1,2', 'fr')).toBe('1,2');
    expect(formatKeyFigure('24/7', 'en')).toBe('24/7');
    expect(formatKeyFigure('5 000 000+', 'fr')).toBe('5 000 000+');
  });

  it('keeps the digits and only adds spaces every three digits from the right in French', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,14}$/), (digits) => {
        const groups = formatKeyFigure(digits, 'fr').split(' ');
        return groups.join('') === digits && groups.slice(1).every((group) => group.length === 3) && groups[0]!.length <= 3;
      }),
    );
  });
});
