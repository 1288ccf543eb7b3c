import { formatInSiteTime, siteTimeOffset } from '@quai/engine/time';
import { addDays, isCalendarDay } from './days';

/** A wall-clock moment in Paris: a calendar day and minutes after its midnight (may pass 1440). */
export interface ParisMoment {
  day: string;
  minute: number;
}

/**
 * ISO 8601 with the Paris offset of that moment, e.g. 2026-11-21T08:04:00+01:00. Answers hold
 * hundreds of times, so the text is assembled by hand and only the offset asks the time-zone
 * database (the engine keeps it per quarter hour).
 */
export function parisIso(day: string, minute: number): string {
  const moment = normalise({ day, minute });
  const wallClock = Date.parse(`${moment.day}T00:00:00Z`) + moment.minute * 60000;
  // The offset in force one hour before gives the instant; the offset at that instant is the answer (DST changes by one hour).
  const offset = offsetMinutesAt(wallClock - offsetMinutesAt(wallClock - 3600000) * 60000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const sign = offset >= 0 ? '+' : '-';
  return `${moment.day}T${pad(Math.floor(moment.minute / 60))}:${pad(moment.minute % 60)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** Minutes Paris is ahead of UTC at an instant. */
const offsetMinutesAt = (instant: number) => siteTimeOffset(instant) / 60000;

/** The service day and minutes of `minute` counted from midnight of `day`, normalised to 0..1439. */
function normalise(moment: ParisMoment): ParisMoment {
  const days = Math.floor(moment.minute / 1440);
  return { day: addDays(moment.day, days), minute: moment.minute - days * 1440 };
}

export function toParisMoment(instant: Date): ParisMoment {
  const [hours, minutes] = formatInSiteTime(instant, 'time').split(':').map(Number) as [number, number];
  return { day: formatInSiteTime(instant, 'isoDate'), minute: hours * 60 + minutes };
}

/**
 * A query date: "yyyy-MM-dd", "yyyy-MM-ddTHH:mm[:ss]" read as Paris wall-clock time, or an ISO
 * 8601 instant with Z or an offset (converted to Paris). Anything else gives undefined.
 */
export function parseQueryMoment(text: string): ParisMoment | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text.trim());
  if (local) {
    const [, day, hours = '0', minutes = '0'] = local;
    if (!isCalendarDay(day!) || Number(hours) > 23 || Number(minutes) > 59) return undefined;
    return { day: day!, minute: Number(hours) * 60 + Number(minutes) };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) return undefined;
  const instant = new Date(text.trim());
  return Number.isNaN(instant.getTime()) ? undefined : toParisMoment(instant);
}
