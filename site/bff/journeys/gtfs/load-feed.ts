import type { StopTime, Timetable, Trip } from '../timetable/types';
import { NO_DROP_OFF, NO_PICKUP, type CompiledTimetable } from './compile-feeds';
import { epochDay, serviceCalendar, type ServiceDays } from './service-days';

/**
 * A compiled timetable in memory, its service days moved forward by whole weeks when the feeds'
 * period is past (or not yet come): today is then served, on the same weekday as in the feed.
 */
export function loadTimetable(compiled: CompiledTimetable, today: string): Timetable {
  const shiftDays = weekShift(compiled.period, epochDay(today));
  const trips = compiled.trips.map(({ first, count, ...trip }, index): Trip => {
    const stopTimes: StopTime[] = [];
    for (let position = first; position < first + count; position++) {
      const at = position * 4;
      const flags = compiled.stopTimes[at + 3]!;
      stopTimes.push({
        station: compiled.stopTimes[at]!,
        arrival: compiled.stopTimes[at + 1]!,
        departure: compiled.stopTimes[at + 2]!,
        noPickup: (flags & NO_PICKUP) !== 0,
        noDropOff: (flags & NO_DROP_OFF) !== 0,
      });
    }
    return { ...trip, index, stopTimes };
  });
  return {
    stations: compiled.stations,
    stationByCode: new Map(compiled.stations.map((station) => [station.code, station.index])),
    stationByStopId: new Map(compiled.stopIds),
    country: compiled.country,
    routes: compiled.routes,
    trips,
    services: serviceCalendar(new Map<string, ServiceDays>(compiled.services), shiftDays),
    minTransferMinutes: compiled.minTransferMinutes,
    footpaths: compiled.footpaths,
    feeds: compiled.feeds,
    shiftDays,
  };
}

/**
 * Days to move every service day by: none when the period serves today; else whole weeks that
 * put today a week into it (the day before stays served, for late runs and yesterday's trains).
 */
export function weekShift(period: CompiledTimetable['period'], today: number): number {
  if (!period || (today >= period.first && today <= period.last)) return 0;
  const margin = period.last - period.first >= 21 ? 7 : 0;
  return Math.floor((today - margin - period.first) / 7) * 7;
}
