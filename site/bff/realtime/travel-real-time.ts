import type { Travel, TravelRealTime, TravelRealTimeStop } from '../../../schemas/generated/api/booking';
import type { LiveTrip, LiveTrips } from '../journeys/live/live-trips';
import { plannedPlatform } from '../journeys/live/planned-platform';
import { addDays } from '../journeys/timetable/days';
import { parisIso, toParisMoment } from '../journeys/timetable/paris-time';
import type { Timetable, Trip } from '../journeys/timetable/types';

/** A booked travel's run in the timetable: the trip, its service day, and the passenger's two stop positions. */
interface BookedRun {
  trip: Trip;
  day: string;
  board: number;
  alight: number;
}

const tripsByNumber = new WeakMap<Timetable, Map<string, Trip[]>>();

/**
 * What the realtime feed says of a booked travel: its real times, delays, a cancelled train or a
 * stop it skips, and a track change, at the passenger's two stops, as the board and the train
 * details show them. Undefined when the feed says nothing of the run (the booked times stand):
 * a travel days ahead, a run the feed does not name, or a travel the timetable does not know
 * (its train number, stations by name and booked times are matched against the timetable's).
 */
export function travelRealTime(timetable: Timetable, live: LiveTrips, travel: Travel): TravelRealTime | undefined {
  const run = bookedRun(timetable, travel);
  const state = run && live.get(run.day, run.trip.id);
  if (!run || !state || !live.updatedAt) return undefined;
  const stop = (position: number, event: 'arrival' | 'departure'): TravelRealTimeStop => {
    const planned = run.trip.stopTimes[position]![event];
    const delay = state.cancelled ? 0 : (event === 'arrival' ? state.arrivalDelays : state.departureDelays)[position]!;
    return {
      realDate: parisIso(run.day, planned + delay),
      delay,
      deleted: state.cancelled || state.skipped[position]!,
      ...trackChange(run, state, position),
    };
  };
  return {
    updatedAt: live.updatedAt,
    cancelled: state.cancelled,
    departure: stop(run.board, 'departure'),
    arrival: stop(run.alight, 'arrival'),
  };
}

/** The new and the planned track when the feed moved the train at a stop, as the board compares them. */
function trackChange(run: BookedRun, state: LiveTrip, position: number): Pick<TravelRealTimeStop, 'track' | 'plannedTrack'> {
  const track = state.tracks[position];
  const plannedTrack = plannedPlatform(run.day, run.trip.id, position).track;
  return track !== undefined && track !== plannedTrack && !state.cancelled ? { track, plannedTrack } : {};
}

/**
 * The run a travel books: a trip with its train number, running on the service day of its
 * departure (the day before for a run past midnight), leaving the origin at the booked time and
 * reaching the destination at the booked time.
 */
function bookedRun(timetable: Timetable, travel: Travel): BookedRun | undefined {
  const departure = Date.parse(travel.departureDate);
  const arrival = Date.parse(travel.arrivalDate);
  if (Number.isNaN(departure) || Number.isNaN(arrival)) return undefined;
  const { day } = toParisMoment(new Date(departure));
  const name = (trip: Trip, position: number) => timetable.stations[trip.stopTimes[position]!.station]!.name;
  for (const trip of numbered(timetable).get(travel.trainNumber) ?? []) {
    for (const serviceDay of [day, addDays(day, -1)]) {
      if (!timetable.services.runsOn(trip.serviceId, serviceDay)) continue;
      const board = trip.stopTimes.findIndex(
        (stopTime, position) =>
          name(trip, position) === travel.origin && Date.parse(parisIso(serviceDay, stopTime.departure)) === departure,
      );
      if (board < 0) continue;
      const alight = trip.stopTimes.findIndex(
        (stopTime, position) =>
          position > board && name(trip, position) === travel.destination && Date.parse(parisIso(serviceDay, stopTime.arrival)) === arrival,
      );
      if (alight > board) return { trip, day: serviceDay, board, alight };
    }
  }
  return undefined;
}

function numbered(timetable: Timetable): Map<string, Trip[]> {
  let index = tripsByNumber.get(timetable);
  if (!index) {
    index = new Map();
    for (const trip of timetable.trips) {
      const same = index.get(trip.number);
      if (same) same.push(trip);
      else index.set(trip.number, [trip]);
    }
    tripsByNumber.set(timetable, index);
  }
  return index;
}
