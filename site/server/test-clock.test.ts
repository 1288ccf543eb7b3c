import { shiftedDate, testClockOffset } from './test-clock';

const MACHINE_NOW = Date.parse('2026-11-26T00:20:00Z');

describe('QUAI_TEST_NOW', () => {
  it('sets how far the clock runs ahead of the machine', () => {
    expect(testClockOffset({ QUAI_TEST_NOW: '2026-11-26T08:00:00+01:00' }, MACHINE_NOW)).toBe(6 * 3600_000 + 40 * 60_000);
    expect(testClockOffset({ QUAI_TEST_NOW: '2026-11-25T23:20:00Z', NODE_ENV: 'test' }, MACHINE_NOW)).toBe(-3600_000);
  });

  it('leaves the clock alone when unset or empty', () => {
    expect(testClockOffset({}, MACHINE_NOW)).toBeUndefined();
    expect(testClockOffset({ QUAI_TEST_NOW: '' }, MACHINE_NOW)).toBeUndefined();
  });

  it('is refused in production, naming the variable', () => {
    expect(() => testClockOffset({ QUAI_TEST_NOW: '2026-11-26T08:00:00+01:00', NODE_ENV: 'production' }, MACHINE_NOW)).toThrow(
      'QUAI_TEST_NOW is for tests only and is refused when NODE_ENV=production',
    );
  });

  it('is refused when it is not an ISO instant with its offset', () => {
    for (const value of ['tomorrow', '2026-11-26', '2026-11-26T08:00:00', '2026-13-40T08:00:00Z']) {
      expect(() => testClockOffset({ QUAI_TEST_NOW: value }, MACHINE_NOW)).toThrow(/QUAI_TEST_NOW must be an ISO instant/);
    }
  });
});

describe('the shifted Date', () => {
  const offset = 3 * 86_400_000;
  const Shifted = shiftedDate(Date, offset);

  it('answers "now" ahead by the offset, and flows on', async () => {
    const before = Date.now();
    expect(Shifted.now() - before).toBeGreaterThanOrEqual(offset);
    expect(new Shifted().getTime() - before).toBeGreaterThanOrEqual(offset);
    expect(Date.parse(Shifted()) - before).toBeGreaterThanOrEqual(offset - 1000);
    const first = Shifted.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Shifted.now()).toBeGreaterThan(first);
    expect(Shifted.now() - Date.now()).toBeLessThanOrEqual(offset);
  });

  it('keeps every other use of Date as it is', () => {
    expect(new Shifted('2026-11-26T08:00:00Z').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(new Shifted(0).getTime()).toBe(0);
    expect(new Shifted(2026, 10, 26).getDate()).toBe(26);
    expect(Shifted.UTC(2026, 10, 26)).toBe(Date.UTC(2026, 10, 26));
    expect(Shifted.parse('2026-11-26T08:00:00Z')).toBe(Date.parse('2026-11-26T08:00:00Z'));
    expect(new Shifted()).toBeInstanceOf(Date);
  });

  it('shifts subclasses of Date made from it', () => {
    class Day extends Shifted {}
    const day = new Day();
    expect(day).toBeInstanceOf(Day);
    expect(day.getTime() - Date.now()).toBeGreaterThan(offset - 1000);
  });
});
