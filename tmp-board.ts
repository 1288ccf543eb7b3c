import './site/engine-config';
import { embeddedJourneyData } from './tests/helpers/embedded-timetable';
import { stationTimetable } from './site/bff/journeys/embedded/station-timetable';
const data = embeddedJourneyData(process.argv[4] ?? '2026-11-23');
const b = stationTimetable(data, process.argv[2]!, { day: process.argv[3] ?? '2026-11-23', minute: 480 }, 'fr');
for (const l of b.lignes) console.log(l.label, l.isIDF, l.code, b.horaires[l.code]!.depart.slice(0,3).map(d => `${d.trainInfo.numeroCirculation} ${d.dateHeure.slice(11,16)} ${d.trainDestination.mainDestination} ${d.platform.quai}`).join(' | '));
