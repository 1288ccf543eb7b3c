import { weekdayIndex } from '../timetable/days';
import type { ServiceCalendar } from '../timetable/types';

const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** calendar.txt and calendar_dates.txt rows as a ServiceCalendar; either file may be absent. */
export function serviceCalendar(
  calendarRows: Array<Record<string, string>>,
  exceptionRows: Array<Record<string, string>>,
): ServiceCalendar {
  const toDay = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const weekly = new Map(
    calendarRows.map((row) => [
      row.service_id!,
      { days: WEEKDAY_COLUMNS.map((column) => row[column] === '1'), start: toDay(row.start_date!), end: toDay(row.end_date!) },
    ]),
  );
  // exception_type 1 adds the day, 2 removes it.
  const exceptions = new Map<string, boolean>();
  for (const row of exceptionRows) exceptions.set(`${row.service_id}|${toDay(row.date!)}`, row.exception_type === '1');
  return {
    runsOn(serviceId, day) {
      const exception = exceptions.get(`${serviceId}|${day}`);
      if (exception !== undefined) return exception;
      const rule = weekly.get(serviceId);
      return !!rule && day >= rule.start && day <= rule.end && rule.days[weekdayIndex(day)]!;
    },
  };
}
