import { formatDuration, formatInParis } from './time';

describe('time in Europe/Paris', () => {
  it('shows instants in Paris time whatever the zone of the machine', () => {
    // 22:30 UTC on a summer day is 00:30 the next day in Paris (UTC+2).
    expect(formatInParis('2026-07-14T22:30:00Z', 'yyyy-MM-dd HH:mm')).toBe('2026-07-15 00:30');
    // In winter Paris is UTC+1.
    expect(formatInParis('2026-01-10T07:05:00Z', 'HH:mm')).toBe('08:05');
  });

  it('names days and months in the page language', () => {
    expect(formatInParis('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'fr')).toBe('samedi 21 novembre');
    expect(formatInParis('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'en')).toBe('Saturday 21 November');
    expect(formatInParis('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'es')).toBe('sábado 21 noviembre');
    expect(formatInParis('2026-11-21T10:00:00Z', 'EEEE d MMMM', 'it')).toBe('sabato 21 novembre');
  });

  it('formats durations per locale', () => {
    expect(formatDuration(125, 'fr')).toBe('2 h 05');
    expect(formatDuration(125, 'en')).toBe('2h 05m');
    expect(formatDuration(45, 'fr')).toBe('45 min');
  });
});
