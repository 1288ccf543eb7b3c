/**
 * Calendar days as yyyy-MM-dd strings. Arithmetic is done on UTC dates, which have no daylight
 * saving changes, so adding a day is always exact whatever the server's zone.
 */
export function addDays(day: string, count: number): string {
  // Most calls (every time of a journey on its own day) add nothing: no date to parse.
  if (count === 0) return day;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** 0 for Monday to 6 for Sunday, the order of the GTFS calendar columns. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
