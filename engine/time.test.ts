import fc from 'fast-check';
import { afterEach, vi } from 'vitest';
import { configureEngine, engineConfig } from './config';
import { formatInSiteTime, siteTimeZone } from './time';

// The tests run with the site's configuration (tests/setup-dom.ts): Europe/Paris, fr by default, en written as British English.
const SATURDAY = '2026-11-21T10:00:00Z'; // 11:00 in Paris (UTC+1)
const LOCALES = ['fr', 'en', 'es', 'it'] as const;

describe('time in the configured zone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes machine formats with the same digits in every locale, in the site time zone whatever the zone of the machine', () => {
    expect(siteTimeZone()).toBe('Europe/Paris');
    for (const locale of LOCALES) {
      // 22:30 UTC on a summer day is 00:30 the next day in Paris (UTC+2).
      expect(formatInSiteTime('2026-07-14T22:30:00Z', 'isoDate', locale)).toBe('2026-07-15');
      expect(formatInSiteTime('2026-07-14T22:30:00Z', 'time', locale)).toBe('00:30');
      expect(formatInSiteTime('2026-07-14T22:30:00Z', 'isoDateTime', locale)).toBe('2026-07-15T00:30');
      // In winter Paris is UTC+1; afternoons count to 23, never with AM/PM.
      expect(formatInSiteTime('2026-01-10T07:05:00Z', 'time', locale)).toBe('08:05');
      expect(formatInSiteTime('2026-01-10T22:59:00Z', 'isoDateTime', locale)).toBe('2026-01-10T23:59');
    }
  });

  it('follows the clocks across daylight saving changes', () => {
    // 29 March 2026: clocks jump from 02:00 to 03:00, one minute apart.
    expect(formatInSiteTime('2026-03-29T00:59:00Z', 'isoDateTime')).toBe('2026-03-29T01:59');
    expect(formatInSiteTime('2026-03-29T01:00:00Z', 'isoDateTime')).toBe('2026-03-29T03:00');
    // 25 October 2026: clocks go back from 03:00 to 02:00, so 02:30 is shown twice, an hour apart.
    expect(formatInSiteTime('2026-10-25T00:30:00Z', 'time')).toBe('02:30');
    expect(formatInSiteTime('2026-10-25T01:30:00Z', 'time')).toBe('02:30');
    expect(formatInSiteTime('2026-10-25T01:30:00Z', 'dateTime', 'en')).toBe('25 October 2026 at 02:30');
    expect(formatInSiteTime('2026-03-29T01:00:00Z', 'dateTime', 'fr')).toBe('29 mars 2026 à 03:00');
  });

  it('writes readable formats in the page language, the default locale when none is given', () => {
    const expected = {
      dayMonthYear: { fr: '21 novembre 2026', en: '21 November 2026', es: '21 de noviembre de 2026', it: '21 novembre 2026' },
      weekdayDayMonth: { fr: 'samedi 21 novembre', en: 'Saturday 21 November', es: 'sábado, 21 de noviembre', it: 'sabato 21 novembre' },
      weekdayDayMonthYear: {
        fr: 'samedi 21 novembre 2026',
        en: 'Saturday, 21 November 2026',
        es: 'sábado, 21 de noviembre de 2026',
        it: 'sabato 21 novembre 2026',
      },
      numericDate: { fr: '21/11/2026', en: '21/11/2026', es: '21/11/2026', it: '21/11/2026' },
      dateTime: {
        fr: '21 novembre 2026 à 11:00',
        en: '21 November 2026 at 11:00',
        es: '21 de noviembre de 2026 a las 11:00',
        it: '21 novembre 2026 alle ore 11:00',
      },
      weekdayDayMonthTime: {
        fr: 'samedi 21 novembre à 11:00',
        en: 'Saturday 21 November at 11:00',
        es: 'sábado, 21 de noviembre, 11:00',
        it: 'sabato 21 novembre alle ore 11:00',
      },
    } as const;
    for (const [format, byLocale] of Object.entries(expected)) {
      for (const locale of LOCALES)
        expect(formatInSiteTime(SATURDAY, format as keyof typeof expected, locale), `${format} in ${locale}`).toBe(byLocale[locale]);
      expect(formatInSiteTime(SATURDAY, format as keyof typeof expected)).toBe(byLocale.fr);
    }
  });

  it('builds each formatter once and reuses it', () => {
    formatInSiteTime(SATURDAY, 'weekdayDayMonth', 'it');
    formatInSiteTime(SATURDAY, 'isoDate');
    const construct = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatInSiteTime('2026-12-25T10:00:00Z', 'weekdayDayMonth', 'it')).toBe('venerdì 25 dicembre');
    expect(formatInSiteTime('2026-12-25T10:00:00Z', 'isoDate')).toBe('2026-12-25');
    expect(construct).not.toHaveBeenCalled();
  });

  it('writes the digits Intl gives, at any instant, in zones with half- and quarter-hour offsets and changes', () => {
    const site = engineConfig();
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const formatter = (timeZone: string) =>
      formatters.get(timeZone) ??
      formatters
        .set(
          timeZone,
          new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          }),
        )
        .get(timeZone)!;
    const digits = (instant: number, timeZone: string) => {
      const parts = Object.fromEntries(
        formatter(timeZone)
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
    };
    try {
      fc.assert(
        fc.property(
          fc.constantFrom(
            'Europe/Paris',
            'America/St_Johns',
            'Asia/Kathmandu',
            'Australia/Lord_Howe',
            'Pacific/Chatham',
            'America/Santiago',
          ),
          fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
          (timeZone, instant) => {
            configureEngine({ ...site, timeZone });
            expect(formatInSiteTime(instant, 'isoDateTime')).toBe(digits(instant, timeZone));
          },
        ),
        { numRuns: 2000 },
      );
      // Every minute around each clock change of 2026 (found day by day), where a cached offset would go wrong.
      const DAY = 86_400_000;
      for (const timeZone of ['Europe/Paris', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
        configureEngine({ ...site, timeZone });
        const offsetOf = (instant: number) => Date.parse(`${digits(instant, timeZone)}Z`) - instant;
        for (let day = Date.UTC(2026, 0, 2); day < Date.UTC(2027, 0, 1); day += DAY) {
          if (offsetOf(day) === offsetOf(day - DAY)) continue;
          for (let instant = day - DAY; instant <= day; instant += 60_000)
            expect(formatInSiteTime(instant, 'isoDateTime'), `${timeZone} at ${new Date(instant).toISOString()}`).toBe(
              digits(instant, timeZone),
            );
        }
      }
    } finally {
      configureEngine(site);
    }
  });

  it('refuses what is not an instant', () => {
    expect(() => formatInSiteTime('tomorrow', 'isoDate')).toThrow('Not a date: tomorrow');
  });
});
