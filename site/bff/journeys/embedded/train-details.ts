import type { Locale } from '@quai/engine/i18n';
import type {
  CompositionCar,
  CompositionElement,
  TrainDetail,
  TrainService,
  TrainStop,
} from '../../../../schemas/generated/api/train-detail';
import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import { groupEvents, stopEventTitle } from '../live/situation';
import { seededRandom } from '../live/seeded-random';
import { isCalendarDay } from '../timetable/days';
import { crowdLevel } from './crowding';
import type { JourneyData } from './journey-data';
import { runView, type RunView } from './run-view';

export interface TrainDetailsQuery {
  dateCirculation: string;
  numeros: string[];
  codeCirculation?: string;
  destinationCode?: string;
  locale: Locale;
}

/** On-board services by mode, with their display priority (1 first). */
const SERVICES: Record<TransportMode, TrainService['code'][]> = {
  HIGHSPEEDRAIL: ['WIFI', 'BAR', 'PRISES', 'PMR', 'ESPACE_FAMILLE', 'BAGAGES', 'PREMIERE_CLASSE', 'CLIMATISATION'],
  LONGDISTANCE: ['PRISES', 'PMR', 'VELO', 'PREMIERE_CLASSE', 'CLIMATISATION'],
  REGIONALRAIL: ['VELO', 'PMR', 'PRISES', 'CLIMATISATION'],
  SUBURBANRAILWAY: ['PMR', 'VELO'],
  TRAMTRAIN: ['PMR', 'VELO'],
  METRO: ['PMR'],
  REGIONALCOACH: ['PMR', 'BAGAGES', 'CLIMATISATION'],
  LOCALBUS: ['PMR'],
};
const RAIL_MODES = new Set<TransportMode>(['HIGHSPEEDRAIL', 'LONGDISTANCE', 'REGIONALRAIL', 'SUBURBANRAILWAY', 'TRAMTRAIN']);

/** Every run of the day carrying one of the numbers: several when a number names several runs. */
export function trainDetails(data: JourneyData, query: TrainDetailsQuery): TrainDetail[] {
  const day = query.dateCirculation.slice(0, 10);
  if (!isCalendarDay(day)) return [];
  const { timetable } = data;
  return timetable.trips
    .filter((trip) => query.numeros.includes(trip.number) && timetable.services.runsOn(trip.serviceId, day))
    .filter((trip) => !query.codeCirculation || trip.id === query.codeCirculation)
    .map((trip) => runView(timetable, trip.index, day, query.locale, data.alerts(), data.live()))
    .filter((view) => !query.destinationCode || view.stationCode(view.trip.stopTimes.length - 1) === query.destinationCode)
    .sort((a, b) => a.trip.stopTimes[0]!.departure - b.trip.stopTimes[0]!.departure)
    .map((view) => detail(view, query.locale));
}

function detail(view: RunView, locale: Locale): TrainDetail {
  const { trip, route, situation, day } = view;
  const last = trip.stopTimes.length - 1;
  const stops: TrainStop[] = trip.stopTimes.map((stopTime, position) => {
    const stopEvent = situation.stopEvents[position];
    const passage = (times: { planned: string; real: string }, minute: number) => ({
      date: times.planned,
      realDate: times.real,
      affluence: crowdLevel(route, trip.id, day, minute),
    });
    return {
      location: { label: view.stationName(position), code: view.stationCode(position) },
      ...(position < last ? { departure: passage(view.departure(position), stopTime.departure) } : {}),
      ...(position > 0 ? { arrival: passage(view.arrival(position), stopTime.arrival) } : {}),
      events: [
        ...(stopEvent
          ? [
              {
                title: stopEventTitle(stopEvent, locale),
                category:
                  stopEvent === 'AJOUT_ARRET'
                    ? ('more_stops' as const)
                    : stopEvent === 'CREATION'
                      ? ('created' as const)
                      : stopEvent === 'SUPPRESSION_DETOURNEMENT'
                        ? ('course_modified' as const)
                        : ('deleted' as const),
                type: stopEvent,
              },
            ]
          : []),
        ...(situation.delays[position]! > 0
          ? [{ title: `+${situation.delays[position]} min`, category: 'delay' as const, type: 'RETARD' as const }]
          : []),
      ],
      // Stops the train no longer serves after it terminates early are served by a replacement coach carrying its number.
      replacement: stopEvent === 'SUPPRESSION_PARTIELLE' ? { numeros: [trip.number] } : null,
      stopDuration: position === 0 || position === last ? 0 : stopTime.departure - stopTime.arrival,
      forbiddenEntrence: position === last,
    };
  });
  return {
    numeroCirculation: trip.number,
    codeCirculation: trip.id,
    dateCirculation: day,
    mode: route.mode,
    longFormat: { name: route.brand.label, picto: route.brand.picto },
    stops: { stops, stopsNb: stops.length, duration: trip.stopTimes[last]!.arrival - trip.stopTimes[0]!.departure },
    events: groupEvents(situation.events),
    services: SERVICES[route.mode].map((code, index) => ({ code, picto: code.toLowerCase().replace(/_/g, '-'), priority: index + 1 })),
    reservations: { required: route.reservationRequired },
    colors: { primary: `#${route.colour}` },
    libelleLigne: route.shortName,
    origin: { label: view.stationName(0), code: view.stationCode(0) },
    destination: { label: view.stationName(last), code: view.stationCode(last) },
    destinationCode: view.stationCode(last),
    composition: { stops: RAIL_MODES.has(route.mode) ? compositionStops(view) : [] },
  };
}

/** The cars at each station the train leaves: one unit, or two coupled units on some high-speed runs. */
function compositionStops(view: RunView) {
  const { trip, route, day } = view;
  const random = seededRandom(`composition|${day}|${trip.id}`);
  const cars = route.mode === 'HIGHSPEEDRAIL' ? 8 : route.mode === 'SUBURBANRAILWAY' ? 6 : 4;
  const coupled = route.mode === 'HIGHSPEEDRAIL' && random() < 0.4;
  const unit = (first: number, isMainTrain: boolean): CompositionElement => ({
    isMainTrain,
    longFormat: { name: route.brand.label, picto: route.brand.picto },
    destination: view.stationName(trip.stopTimes.length - 1),
    cars: Array.from(
      { length: cars },
      (_, index): CompositionCar => ({
        number: String(first + index),
        classe: route.mode !== 'SUBURBANRAILWAY' && index < Math.ceil(cars / 4) ? 1 : 2,
        type:
          route.mode === 'HIGHSPEEDRAIL' && index === 3
            ? 'VOITURE_BAR'
            : index === cars - 1 && route.mode !== 'HIGHSPEEDRAIL'
              ? 'VOITURE_VELO'
              : 'VOITURE',
      }),
    ),
  });
  const elements = coupled ? [unit(1, true), unit(11, false)] : [unit(1, true)];
  return trip.stopTimes
    .slice(0, -1)
    .map((_, position) => ({ name: view.stationName(position), code: view.stationCode(position), compositionElements: elements }));
}
