import { weekdayIndex } from '../timetable/days';
import type { ServiceCalendar } from '../timetable/types';
import type { CsvRow } from './csv';

const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd day (UTC arithmetic: no daylight saving in the way). */
export function epochDay(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayOfEpochDay(epoch: number): string {
  return new Date(epoch * DAY_MS).toISOString().slice(0, 10);
}

/** The days a service runs: one bit per day from `first`. */
export interface ServiceDays {
  first: number;
  last: number;
  bits: Uint8Array;
}

/** calendar.txt (weekly patterns over a period) and calendar_dates.txt (days added or removed), either absent, as explicit days. */
export function compileServiceDays(calendarRows: CsvRow[], exceptionRows: CsvRow[]): Map<string, ServiceDays> {
  const gtfsDay = (yyyymmdd: string) => epochDay(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`);
  const days = new Map<string, Set<number>>();
  const of = (serviceId: string) => days.get(serviceId) ?? days.set(serviceId, new Set()).get(serviceId)!;
  for (const row of calendarRows) {
    const runs = WEEKDAY_COLUMNS.map((column) => row[column]?.trim() === '1');
    const set = of(row.service_id!);
    for (let day = gtfsDay(row.start_date!), end = gtfsDay(row.end_date!); day <= end; day++) {
      if (runs[weekdayIndex(dayOfEpochDay(day))]) set.add(day);
    }
  }
  // exception_type 1 adds the day, 2 removes it.
  for (const row of exceptionRows) {
    const set = of(row.service_id!);
    const day = gtfsDay(row.date!);
    if (row.exception_type?.trim() === '2') set.delete(day);
    else set.add(day);
  }
  const compiled = new Map<string, ServiceDays>();
  for (const [serviceId, set] of days) {
    if (!set.size) continue;
    const first = Math.min(...set);
    const last = Math.max(...set);
    const bits = new Uint8Array(((last - first) >> 3) + 1);
    for (const day of set) bits[(day - first) >> 3]! |= 1 << ((day - first) & 7);
    compiled.set(serviceId, { first, last, bits });
  }
  return compiled;
}

/** The first and last day any service of `services` runs, as epoch days; undefined for none. */
export function servicePeriod(services: Iterable<ServiceDays>): { first: number; last: number } | undefined {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const service of services) {
    first = Math.min(first, service.first);
    last = Math.max(last, service.last);
  }
  return first <= last ? { first, last } : undefined;
}

/** The services' days as a calendar, every day moved `shiftDays` later. */
export function serviceCalendar(services: ReadonlyMap<string, ServiceDays>, shiftDays = 0): ServiceCalendar {
  const epochDays = new Map<string, number>();
  return {
    runsOn(serviceId, day) {
      const service = services.get(serviceId);
      if (!service) return false;
      let epoch = epochDays.get(day);
      if (epoch === undefined) {
        epoch = epochDay(day);
        if (epochDays.size > 1000) epochDays.clear();
        epochDays.set(day, epoch);
      }
      const offset = epoch - shiftDays - service.first;
      return offset >= 0 && offset < service.bits.length * 8 && (service.bits[offset >> 3]! & (1 << (offset & 7))) !== 0;
    },
  };
}
