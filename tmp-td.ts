import './site/engine-config';
import { embeddedJourneyData } from './tests/helpers/embedded-timetable';
const data = embeddedJourneyData();
const tt = data.timetable;
const day = process.argv[3] ?? '2026-11-23';
for (const t of tt.trips.filter((t) => t.number === process.argv[2] && tt.services.runsOn(t.serviceId, day))) {
  const r = tt.routes[t.route]!;
  console.log(r.brand.label, r.shortName, r.id, r.reservationRequired, t.stopTimes.map((s) => `${tt.stations[s.station]!.name} ${s.arrival}/${s.departure}${s.noPickup?' np':''}${s.noDropOff?' nd':''}`).join(' ; '));
}
// numbers shared by several runs on one day with different routes
if (process.argv[2] === 'shared') {
  const byNum = new Map<string, Set<string>>();
  for (const t of tt.trips) if (tt.services.runsOn(t.serviceId, day)) byNum.set(t.number, (byNum.get(t.number) ?? new Set()).add(tt.routes[t.route]!.shortName + '>' + tt.stations[t.stopTimes.at(-1)!.station]!.code));
  console.log([...byNum].filter(([, s]) => s.size > 1).slice(0, 10).map(([n, s]) => `${n}: ${[...s].join(', ')}`).join('\n'));
}
if (process.argv[2] === 'dup') {
  const byNum = new Map<string, number>();
  for (const t of tt.trips) if (tt.services.runsOn(t.serviceId, day)) byNum.set(t.number, (byNum.get(t.number) ?? 0) + 1);
  console.log([...byNum].filter(([, n]) => n > 1).slice(0, 20));
}
