import { formatInSiteTime, siteTimeZone } from './time';

// The tests run with the site's configuration (tests/setup-dom.ts): Europe/Paris.
describe('time in the configured zone', () => {
  it('shows instants in the site time zone whatever the zone of the machine', () => {
    expect(siteTimeZone()).toBe('Europe/Paris');
    // 22:30 UTC on a summer day is 00:30 the next day in Paris (UTC+2).
    expect(formatInSiteTime('2026-07-14T22:30:00Z', 'yyyy-MM-dd HH:mm')).toBe('2026-07-15 00:30');
    // In winter Paris is UTC+1.
    expect(formatInSiteTime('2026-01-10T07:05:00Z', 'HH:mm')).toBe('08:05');
  });

  it('names days and months in the page language, the default locale when none is given', () => {
    expect(formatInSiteTime('2026-11-21T10:00:00Z', 'EEEE d MMMM')).toBe('samedi 21 novembre');
    expect(formatInSiteTime('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'en')).toBe('Saturday 21 November');
    expect(formatInSiteTime('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'es')).toBe('sábado 21 noviembre');
    expect(formatInSiteTime('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'it')).toBe('sabato 21 novembre');
  });
});
