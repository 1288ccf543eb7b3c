import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compileFeeds } from './compile-feeds';
import { openFeed } from './feed-source';
import { loadTimetable, weekShift } from './load-feed';
import { epochDay } from './service-days';

/** A feed folder (or zip) with these files, written as given. */
function feedFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'quai-feed-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}
function feedZip(files: Record<string, string>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'quai-feed-')), 'feed.zip');
  writeFileSync(path, zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [`export/${name}`, strToU8(text)]))));
  return path;
}

/**
 * SNCF's conventions as its regional export writes them: every field quoted, a byte order mark,
 * CRLF; the train number as the headsign; the service in the stop point ids; a coach and a train
 * on one route; set-down and pick-up only stops; a weekly calendar with a day taken out.
 */
const SNCF_REGIONAL = {
  'agency.txt':
    '\ufeff"agency_id","agency_name","agency_url","agency_timezone"\r\n"1187","SNCF VOYAGEURS","https://www.sncf.com","Europe/Paris"\r\n',
  'stops.txt': [
    '\ufeff"stop_id","stop_name","stop_lat","stop_lon","location_type","parent_station"',
    '"StopArea:OCE87723197","Gare de Lyon-Part-Dieu","45.7606","4.8594","1",""',
    '"StopPoint:OCETrain TER-87723197","Gare de Lyon-Part-Dieu","45.7606","4.8594","0","StopArea:OCE87723197"',
    '"StopPoint:OCECar TER-87723197","Gare de Lyon-Part-Dieu","45.7606","4.8594","0","StopArea:OCE87723197"',
    '"StopArea:OCE87726000","Gare de Saint-Étienne-Châteaucreux","45.4433","4.3993","1",""',
    '"StopPoint:OCETrain TER-87726000","Gare de Saint-Étienne-Châteaucreux","45.4433","4.3993","0","StopArea:OCE87726000"',
    '"StopPoint:OCECar TER-87726000","Gare de Saint-Étienne-Châteaucreux","45.4433","4.3993","0","StopArea:OCE87726000"',
    '"StopPoint:OCETrain TER-85010082","Genève, Cornavin","46.2102","6.1424","0",""',
  ].join('\r\n'),
  'routes.txt':
    '"route_id","agency_id","route_short_name","route_long_name","route_type"\r\n"FR:Line::C18:","1187","C18","Lyon - Saint-Étienne","2"\r\n',
  'trips.txt': [
    '"route_id","service_id","trip_id","trip_headsign","direction_id"',
    '"FR:Line::C18:","W","OCESN881612F3526836:2025-01-22T00:42:25Z","881612","0"',
    '"FR:Line::C18:","W","OCESN30934R3778958:2025-01-22T00:42:25Z","30934","0"',
  ].join('\r\n'),
  'stop_times.txt': [
    '"trip_id","arrival_time","departure_time","stop_id","stop_sequence","pickup_type","drop_off_type"',
    '"OCESN881612F3526836:2025-01-22T00:42:25Z","08:00:00","08:00:00","StopPoint:OCETrain TER-87723197","0","0","1"',
    '"OCESN881612F3526836:2025-01-22T00:42:25Z","08:47:00","08:47:00","StopPoint:OCETrain TER-87726000","1","1","0"',
    '"OCESN881612F3526836:2025-01-22T00:42:25Z","10:30:00","10:30:00","StopPoint:OCETrain TER-85010082","2","1","0"',
    '"OCESN30934R3778958:2025-01-22T00:42:25Z","21:10:00","21:10:00","StopPoint:OCECar TER-87723197","0","0","1"',
    '"OCESN30934R3778958:2025-01-22T00:42:25Z","22:20:00","22:20:00","StopPoint:OCECar TER-87726000","1","1","0"',
  ].join('\r\n'),
  'calendar.txt':
    '"service_id","monday","tuesday","wednesday","thursday","friday","saturday","sunday","start_date","end_date"\r\n"W","1","1","1","1","1","0","0","20250120","20250221"\r\n',
  'calendar_dates.txt': '"service_id","date","exception_type"\r\n"W","20250122","2"\r\n',
};

/** SNCF's long-distance export: calendar dates only, the brand in the stop point ids, the same Lyon station by UIC code. */
const SNCF_LONG_DISTANCE = {
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\n1187,SNCF VOYAGEURS,https://www.sncf.com,Europe/Paris\n',
  'stops.txt': [
    'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
    'StopArea:OCE87686006,Paris Gare de Lyon Hall 1 - 2,48.8449,2.3735,1,',
    'StopPoint:OCETGV INOUI-87686006,Paris Gare de Lyon Hall 1 - 2,48.8449,2.3735,0,StopArea:OCE87686006',
    'StopArea:OCE87723197,Lyon Part Dieu,45.7606,4.8594,1,',
    'StopPoint:OCETGV INOUI-87723197,Lyon Part Dieu,45.7606,4.8594,0,StopArea:OCE87723197',
  ].join('\n'),
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type,route_color,route_text_color\nFR:Line::601A:,1187,601A,Paris - Lyon TGV,2,,\n',
  'trips.txt':
    'route_id,service_id,trip_id,trip_headsign,direction_id\nFR:Line::601A:,000001,OCESN6603F3527037:2024-12-20T00:22:47Z,6603,0\n',
  'stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence,stop_headsign,pickup_type,drop_off_type,shape_dist_traveled',
    'OCESN6603F3527037:2024-12-20T00:22:47Z,07:00:00,07:00:00,StopPoint:OCETGV INOUI-87686006,0,,0,1,',
    'OCESN6603F3527037:2024-12-20T00:22:47Z,08:56:00,08:56:00,StopPoint:OCETGV INOUI-87723197,1,,1,0,',
  ].join('\n'),
  'calendar_dates.txt': 'service_id,date,exception_type\n000001,20250127,1\n000001,20250128,1\n',
};

describe('reading feeds as SNCF writes them', () => {
  const compiled = compileFeeds([openFeed(feedFolder(SNCF_REGIONAL)), openFeed(feedZip(SNCF_LONG_DISTANCE))]);
  const timetable = loadTimetable(compiled, '2025-01-27');
  const trip = (number: string) => timetable.trips.find((candidate) => candidate.number === number)!;
  const route = (number: string) => timetable.routes[trip(number).route]!;
  const station = (code: string) => timetable.stations[timetable.stationByCode.get(code)!]!;

  it('reads the number printed on the train from the headsign, never the trip id', () => {
    expect(timetable.trips.map((candidate) => candidate.number).sort()).toEqual(['30934', '6603', '881612']);
    expect(trip('881612').id).toBe('OCESN881612F3526836:2025-01-22T00:42:25Z');
    expect(trip('881612').headsign).toBe('');
  });

  it('takes the mode and brand from the stop point ids: a coach and a train of one line are two lines', () => {
    expect(route('6603')).toMatchObject({ mode: 'HIGHSPEEDRAIL', shortName: 'TGV INOUI', colour: '9B2743', reservationRequired: true });
    expect(route('6603').brand).toEqual({ code: 'TGV_INOUI', label: 'TGV INOUI', picto: 'tgv' });
    expect(route('881612')).toMatchObject({ mode: 'REGIONALRAIL', shortName: 'TER C18', id: 'FR:Line::C18:', reservationRequired: false });
    expect(route('30934')).toMatchObject({ mode: 'REGIONALCOACH', shortName: 'Car C18', feedRouteId: 'FR:Line::C18:' });
    expect(route('30934').id).not.toBe(route('881612').id);
  });

  it('keeps who may board and alight where, as pickup_type and drop_off_type say', () => {
    expect(trip('881612').stopTimes.map((stop) => [stop.noPickup, stop.noDropOff])).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
  });

  it('merges the feeds by UIC code, keeps stations without a parent and abroad, and every name they are given', () => {
    expect(timetable.stations.map((candidate) => candidate.code).sort()).toEqual(['85010082', '87686006', '87723197', '87726000']);
    expect(station('87723197').names).toEqual(['Gare de Lyon-Part-Dieu', 'Lyon Part Dieu']);
    expect(timetable.stationByStopId.get('StopPoint:OCETGV INOUI-87723197')).toBe(timetable.stationByCode.get('87723197'));
    expect(trip('881612').stopTimes.at(-1)!.station).toBe(timetable.stationByCode.get('85010082'));
  });

  it('reads calendar.txt weeks and calendar_dates.txt days, the removed day included', () => {
    const runs = (day: string) => timetable.services.runsOn(trip('881612').serviceId, day);
    expect(compiled.period).toEqual({ first: epochDay('2025-01-27'), last: epochDay('2025-01-28') });
    expect([runs('2025-01-21'), runs('2025-01-22'), runs('2025-01-25'), runs('2025-02-21'), runs('2025-02-24')]).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(timetable.services.runsOn(trip('6603').serviceId, '2025-01-27')).toBe(true);
    expect(timetable.shiftDays).toBe(0);
  });

  it('stops with the file and line of a table that cannot be read', () => {
    const broken = feedFolder({ ...SNCF_REGIONAL, 'trips.txt': 'route_id,service_id,trip_id\n"FR:Line::C18:,W,T1\n' });
    expect(() => compileFeeds([openFeed(broken)])).toThrow(/trips\.txt, line \d+/);
    expect(() => openFeed(join(tmpdir(), 'no-such-feed'))).toThrow(/no-such-feed does not exist/);
  });
});

describe('the week shift of a past feed', () => {
  const period = { first: epochDay('2025-01-22'), last: epochDay('2025-04-22') };

  it('moves the service days by whole weeks, so that today falls a week into the period on the same weekday', () => {
    for (const today of ['2026-11-26', '2026-11-30', '2027-03-01', '2025-06-01']) {
      const shift = weekShift(period, epochDay(today));
      expect(shift % 7).toBe(0);
      const served = epochDay(today) - shift;
      expect(served - period.first).toBeGreaterThanOrEqual(7);
      expect(served - period.first).toBeLessThan(14);
    }
  });

  it('leaves a feed whose period serves today as it is', () => {
    expect(weekShift(period, epochDay('2025-03-01'))).toBe(0);
    expect(weekShift(undefined, epochDay('2025-03-01'))).toBe(0);
  });
});
