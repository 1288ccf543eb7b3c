import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisIso, parseQueryMoment } from './paris-time';

// Swedish writes dates and times in ISO order: 2026-07-15 01:00 GMT+02:00.
const parisClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'longOffset',
});

describe('Paris wall-clock times', () => {
  it('writes the offset of the season, past midnight included', () => {
    expect(parisIso('2026-11-21', 8 * 60 + 4)).toBe('2026-11-21T08:04:00+01:00');
    expect(parisIso('2026-07-14', 25 * 60)).toBe('2026-07-15T01:00:00+02:00');
  });

  it("agrees with the runtime's time-zone database on every minute, across daylight saving changes", () => {
    const days = fc.constantFrom('2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2026-11-21', '2027-03-28');
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 2 * 1440 }), (day, minute) => {
        // 02:00 to 03:00 on the spring change does not exist on Paris clocks: no answer to compare.
        fc.pre(!(day.endsWith('03-29') || day.endsWith('03-28')) || minute % 1440 < 120 || minute % 1440 >= 180);
        const written = parisIso(day, minute);
        // Paris clocks show, at the instant written, the wall-clock time asked for and the offset written.
        const wallClock = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60000).toISOString().slice(0, 16).replace('T', ' ');
        expect(parisClock.format(new Date(written))).toBe(`${wallClock} GMT${written.slice(-6)}`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads local times as Paris time and instants with an offset in Paris', () => {
    expect(parseQueryMoment('2026-11-21T08:04')).toEqual({ day: '2026-11-21', minute: 484 });
    expect(parseQueryMoment('2026-11-21T23:30:00Z')).toEqual({ day: '2026-11-22', minute: 30 });
    expect(parseQueryMoment('2026-07-01T06:00:00+02:00')).toEqual({ day: '2026-07-01', minute: 360 });
  });

  it('refuses what is not a date', () => {
    for (const text of ['', 'tomorrow', '2026-02-30', '2026-11-21T25:00', '2026-11-21T08:00+5'])
      expect(parseQueryMoment(text)).toBeUndefined();
  });
});
