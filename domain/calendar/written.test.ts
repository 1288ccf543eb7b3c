import { heldDay, heldTime, isoDayFromWritten, isoTimeFromWritten, writtenDay, writtenTime } from './written';

describe('days and times as the site writes them', () => {
  it('reads a day written day first (with slashes, dots, dashes or none, as a phone pad types it), or already in ISO form', () => {
    expect(isoDayFromWritten('03/12/2026')).toBe('2026-12-03');
    expect(isoDayFromWritten(' 3/12/2026 ')).toBe('2026-12-03');
    expect(isoDayFromWritten('3.12.2026')).toBe('2026-12-03');
    expect(isoDayFromWritten('03-12-2026')).toBe('2026-12-03');
    expect(isoDayFromWritten('03122026')).toBe('2026-12-03');
    expect(isoDayFromWritten('2026-12-03')).toBe('2026-12-03');
  });

  it('refuses what is no day of the calendar, or a month written first', () => {
    for (const text of ['31/02/2026', '12/31/2026', '00/12/2026', '03/12/26', '2026-02-30', '', 'demain', '03/12/2026 08:00'])
      expect(isoDayFromWritten(text)).toBeUndefined();
    expect(isoDayFromWritten('29/02/2028')).toBe('2028-02-29');
  });

  it('reads a time on the 24-hour clock, as French and the other site languages write it', () => {
    expect(isoTimeFromWritten('07:25')).toBe('07:25');
    expect(isoTimeFromWritten('7:25')).toBe('07:25');
    expect(isoTimeFromWritten('7h25')).toBe('07:25');
    expect(isoTimeFromWritten('19 h 05')).toBe('19:05');
    expect(isoTimeFromWritten('7h')).toBe('07:00');
    expect(isoTimeFromWritten('0725')).toBe('07:25');
    expect(isoTimeFromWritten('07.25')).toBe('07:25');
    expect(isoTimeFromWritten('07:25:30')).toBe('07:25');
    for (const text of ['24:00', '07:60', '7:5', '07:25 PM', '']) expect(isoTimeFromWritten(text)).toBeUndefined();
  });

  it('writes an ISO day as dd/mm/yyyy and a time without its seconds, and leaves other text as typed', () => {
    expect(writtenDay('2026-12-03')).toBe('03/12/2026');
    expect(writtenDay('32/13/2026')).toBe('32/13/2026');
    expect(writtenTime('07:25:30')).toBe('07:25');
    expect(writtenTime('7h25')).toBe('7h25');
  });

  it('holds the ISO form of what was understood and the text of what was not, for the rules to refuse', () => {
    expect(heldDay('03/12/2026')).toBe('2026-12-03');
    expect(heldDay('31/02/2026')).toBe('31/02/2026');
    expect(heldTime('7h25')).toBe('07:25');
    expect(heldTime('07:25:30')).toBe('07:25:30');
    expect(heldTime('25h')).toBe('25h');
  });
});
