import type { Locale } from '@quai/engine/i18n';
import type { Circulation, Itinerary, ItineraryStep, ServedStop } from '../../../../schemas/generated/api/itinerary';
import type { JourneyEvent } from '../../../../schemas/generated/api/journey-common';
import type { LiveTrips } from '../live/live-trips';
import type { NetworkAlerts } from '../alerts/network-alerts';
import { distanceKm } from '../geo';
import { groupEvents } from '../live/situation';
import { seededRandom } from '../live/seeded-random';
import type { PlannedJourney, TimedLeg } from '../planner/plan';
import { parisIso } from '../timetable/paris-time';
import type { Timetable } from '../timetable/types';
import { crowdLevel } from './crowding';
import { emissionsKg } from './emissions';
import { runView, type RunView } from './run-view';

type Ride = Extract<TimedLeg, { kind: 'ride' }>;

/** Modes whose line label travellers read on the vehicle (RER B, Métro 14...). */
const LINE_LABEL_MODES = new Set(['SUBURBANRAILWAY', 'METRO', 'TRAMTRAIN', 'LOCALBUS']);

/**
 * A planned journey in the answer shape of GET /api/bff/itineraries. Times of the journey are
 * relative to midnight of `day`; real times add the live delays of each run.
 */
export function formatItinerary(
  timetable: Timetable,
  journey: PlannedJourney,
  day: string,
  priority: number,
  locale: Locale,
  alerts?: NetworkAlerts,
  live?: LiveTrips,
): Itinerary {
  const views = new Map<Ride, RunView>();
  for (const leg of journey.legs)
    if (leg.kind === 'ride') views.set(leg, runView(timetable, leg.run.trip, leg.run.day, locale, alerts, live));
  const rides = [...views.keys()];
  const time = (minute: number) => parisIso(day, minute);
  const times = (planned: number, real: number) => ({ planned: time(planned), real: time(real) });
  const realDeparture = (ride: Ride) => views.get(ride)!.departure(ride.boardPosition).real;
  const realArrival = (ride: Ride) => views.get(ride)!.arrival(ride.alightPosition).real;
  const station = (index: number) => ({ libelle: timetable.stations[index]!.name, code: timetable.stations[index]!.code });

  const steps: ItineraryStep[] = [];
  journey.legs.forEach((leg, index) => {
    const previous = journey.legs[index - 1];
    if (leg.kind === 'ride' && previous?.kind === 'ride') steps.push(connectionStep(previous, leg));
    if (leg.kind === 'walk') {
      steps.push(
        simpleStep(
          'LIAISON',
          'MARCHE',
          station(leg.from),
          station(leg.to),
          times(leg.departure, leg.realDeparture),
          times(leg.arrival, leg.realArrival),
        ),
      );
      const next = journey.legs[index + 1];
      if (next?.kind === 'ride' && next.departure > leg.arrival) {
        steps.push(
          simpleStep('CORRESPONDANCE', 'ATTENTE', station(leg.to), station(leg.to), times(leg.arrival, leg.realArrival), {
            planned: time(next.departure),
            real: realDeparture(next),
          }),
        );
      }
    }
    if (leg.kind === 'ride') steps.push(transportStep(leg));
  });

  const first = journey.legs[0]!;
  const last = journey.legs.at(-1)!;
  const events = dedupeEvents(rides.flatMap((ride) => views.get(ride)!.situation.events));
  const emissions = rides.reduce((total, ride) => total + emissionsKg(views.get(ride)!.route.mode, rideKm(ride)), 0);
  return {
    id: itineraryId(journey),
    dateHeureDepart: time(journey.departure),
    dateHeureDepartReelle: first.kind === 'ride' ? realDeparture(first) : time(journey.realDeparture),
    dateHeureArrivee: time(journey.arrival),
    dateHeureArriveeReelle: last.kind === 'ride' ? realArrival(last) : time(journey.realArrival),
    duree: journey.arrival - journey.departure,
    itineraryType: { category: rides.length === 1 ? 'DIRECT' : 'CORRESPONDANCE', priority },
    listeEtapes: { etape: steps },
    longFormats: rides.map((ride) => {
      const view = views.get(ride)!;
      return {
        name: view.route.brand.label,
        affluence: crowdLevel(view.route, view.trip.id, view.day, view.trip.stopTimes[ride.boardPosition]!.departure),
      };
    }),
    events: groupEvents(events),
    shortFormatSteps: rides.map((ride) => {
      const { route } = views.get(ride)!;
      return { image: route.brand.picto, name: route.shortName, colors: { primary: `#${route.colour}`, text: `#${route.textColour}` } };
    }),
    emissionsCO2: Math.round(emissions * 100) / 100,
  };

  function transportStep(ride: Ride): ItineraryStep {
    const view = views.get(ride)!;
    const duration = ride.arrival - ride.departure;
    return {
      type: 'TRANSPORT',
      depart: {
        emplacement: { libelle: view.stationName(ride.boardPosition), code: view.stationCode(ride.boardPosition) },
        dateHeure: time(ride.departure),
        dateHeureReelle: realDeparture(ride),
      },
      arrivee: {
        emplacement: { libelle: view.stationName(ride.alightPosition), code: view.stationCode(ride.alightPosition) },
        dateHeure: time(ride.arrival),
        dateHeureReelle: realArrival(ride),
      },
      duree: duration,
      listeSousEtapes: { sousEtape: [{ type: 'TRAJET', duree: duration }] },
      listeCirculations: { circulation: [circulation(view, ride)] },
    };
  }

  function connectionStep(from: Ride, to: Ride): ItineraryStep {
    const view = views.get(to)!;
    const place = { libelle: view.stationName(to.boardPosition), code: view.stationCode(to.boardPosition) };
    return {
      type: 'CORRESPONDANCE',
      depart: { emplacement: place, dateHeure: time(from.arrival), dateHeureReelle: realArrival(from) },
      arrivee: { emplacement: place, dateHeure: time(to.departure), dateHeureReelle: realDeparture(to) },
      duree: to.departure - from.arrival,
      listeSousEtapes: { sousEtape: [{ type: 'ATTENTE', duree: to.departure - from.arrival }] },
      listeCirculations: { circulation: [] },
    };
  }

  function rideKm(ride: Ride): number {
    const stopTimes = timetable.trips[ride.run.trip]!.stopTimes;
    let km = 0;
    for (let position = ride.boardPosition; position < ride.alightPosition; position++) {
      km += distanceKm(timetable.stations[stopTimes[position]!.station]!, timetable.stations[stopTimes[position + 1]!.station]!);
    }
    return km;
  }
}

function simpleStep(
  type: 'LIAISON' | 'CORRESPONDANCE',
  subType: 'MARCHE' | 'ATTENTE',
  from: { libelle: string; code: string },
  to: { libelle: string; code: string },
  departure: { planned: string; real: string },
  arrival: { planned: string; real: string },
): ItineraryStep {
  const duration = Math.round((Date.parse(arrival.planned) - Date.parse(departure.planned)) / 60000);
  return {
    type,
    depart: { emplacement: from, dateHeure: departure.planned, dateHeureReelle: departure.real },
    arrivee: { emplacement: to, dateHeure: arrival.planned, dateHeureReelle: arrival.real },
    duree: duration,
    listeSousEtapes: { sousEtape: [{ type: subType, duree: duration }] },
    listeCirculations: { circulation: [] },
  };
}

function circulation(view: RunView, ride: Ride): Circulation {
  const { trip, route, situation } = view;
  const stops: ServedStop[] = [];
  for (let position = ride.boardPosition; position <= ride.alightPosition; position++) {
    const stopTime = trip.stopTimes[position]!;
    const evenement =
      situation.stopEvents[position] && situation.stopEvents[position] !== 'AJOUT_ARRET'
        ? { type: situation.stopEvents[position] as 'SUPPRESSION_PARTIELLE' | 'SUPPRESSION_DETOURNEMENT' | 'CREATION' }
        : undefined;
    const departure = view.departure(position);
    const arrival = view.arrival(position);
    stops.push({
      emplacement: { libelle: view.stationName(position), code: view.stationCode(position) },
      dureeStationnementReelle:
        position === ride.boardPosition || position === ride.alightPosition ? 0 : stopTime.departure - stopTime.arrival,
      ...(position < ride.alightPosition
        ? { depart: { dateHeure: departure.planned, dateHeureReelle: departure.real, ...(evenement ? { evenement } : {}) } }
        : {}),
      ...(position > ride.boardPosition
        ? { arrivee: { dateHeure: arrival.planned, dateHeureReelle: arrival.real, ...(evenement ? { evenement } : {}) } }
        : {}),
    });
  }
  return {
    codeCirculation: trip.id,
    numero: trip.number,
    dateCirculation: view.day,
    mode: route.mode,
    longFormat: { name: route.brand.label, picto: route.brand.picto },
    destination: { libelle: view.stationName(trip.stopTimes.length - 1) },
    denomination: { indicateurAffichageLigne: LINE_LABEL_MODES.has(route.mode) },
    parcours: {
      route: { ligne: { libelleLigne: route.shortName, presentation: { codeCouleur: route.colour, codeCouleurTexte: route.textColour } } },
    },
    hasPRMAccess: trip.wheelchairAccessible,
    listeArretsDesserte: { arret: stops },
  };
}

/** Two rides of one line may carry the same message: it is shown once. */
function dedupeEvents(events: JourneyEvent[]): JourneyEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = `${event.category}|${event.title}|${event.text}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

/** The same journey gets the same id on every page and every call, so that the screens can key results by it. */
function itineraryId(journey: PlannedJourney): string {
  const key = journey.legs
    .map((leg) =>
      leg.kind === 'ride' ? `${leg.run.trip}@${leg.run.day}:${leg.boardPosition}-${leg.alightPosition}` : `w${leg.from}-${leg.to}`,
    )
    .join('|');
  const random = seededRandom(key);
  return [random(), random()]
    .map((value) =>
      Math.floor(value * 2 ** 32)
        .toString(36)
        .padStart(7, '0'),
    )
    .join('');
}
