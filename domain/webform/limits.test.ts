import { dateLimit, numberLimit, timeLimit } from './limits';

describe('limits written as Drupal accepts them', () => {
  it('reads numbers, and strings holding numbers', () => {
    expect(numberLimit(3)).toBe(3);
    expect(numberLimit('0')).toBe(0);
    expect(numberLimit('-2.5')).toBe(-2.5);
    expect(numberLimit('beaucoup')).toBeUndefined();
    expect(numberLimit('')).toBeUndefined();
  });

  it('reads written dates, named days and shifts from today', () => {
    const today = '2026-03-31';
    expect(dateLimit('2009-01-01', today)).toBe('2009-01-01');
    expect(dateLimit('2009-01-01 10:00', today)).toBe('2009-01-01');
    expect(dateLimit('today', today)).toBe('2026-03-31');
    expect(dateLimit('tomorrow', today)).toBe('2026-04-01');
    expect(dateLimit('-1 year', today)).toBe('2025-03-31');
    expect(dateLimit('+1 month', today)).toBe('2026-04-30');
    expect(dateLimit('+2 weeks', today)).toBe('2026-04-14');
    expect(dateLimit('3 days ago', today)).toBe('2026-03-28');
    expect(dateLimit('-1 year +2 days', today)).toBe('2025-04-02');
    expect(dateLimit('next monday', today)).toBeUndefined();
    expect(dateLimit(5, today)).toBeUndefined();
  });

  it('reads times of day', () => {
    expect(timeLimit('14:00')).toBe('14:00');
    expect(timeLimit('9:30:15')).toBe('09:30');
    expect(timeLimit('25:00')).toBeUndefined();
  });
});
