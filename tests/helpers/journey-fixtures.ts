import type {
  Itinerary,
  ItineraryStep,
  JourneyEvents,
  ServedStop,
  StationLocation,
  TrainDetail,
  TrainStop,
} from '../../adapters/bff-client/types';

/** Places as the locations call answers them, for the journey blocks' tests. */
export const PARIS_GARE_DE_LYON: StationLocation = {
  type: 'ZONE_ARRET',
  codePays: 'FRA',
  libelle: 'Paris Gare de Lyon',
  code: '87686006',
  latitude: 48.844888,
  longitude: 2.374305,
  infosZoneArret: {
    listeCodes: {
      valeur: [
        { type: 'codeUIC', valeur: '87686006' },
        { type: 'codeRESARAIL', valeur: 'FRPLY' },
      ],
    },
  },
};

export const LYON_PART_DIEU: StationLocation = {
  type: 'ZONE_ARRET',
  codePays: 'FRA',
  libelle: 'Lyon Part-Dieu',
  code: '87723197',
  latitude: 45.760581,
  longitude: 4.859435,
  infosZoneArret: {
    listeCodes: {
      valeur: [
        { type: 'codeUIC', valeur: '87723197' },
        { type: 'codeRESARAIL', valeur: 'FRLPD' },
      ],
    },
  },
};

export const PARIS_TOWN: StationLocation = {
  type: 'COMMUNE',
  libelle: 'Paris',
  codePays: 'FRA',
  code: '75056',
  latitude: 48.8566,
  longitude: 2.3522,
};

/** yyyy-MM-ddTHH:mm in Paris winter time, as the BFF writes instants. */
export const paris = (dayAndTime: string) => `${dayAndTime}:00+01:00`;

const place = (libelle: string, code: string) => ({ libelle, code });
const passage = (libelle: string, code: string, time: string, real = time) => ({
  emplacement: place(libelle, code),
  dateHeure: paris(time),
  dateHeureReelle: paris(real),
});

export function servedStop(libelle: string, time: string, dwell: number, change?: 'SUPPRESSION_PARTIELLE' | 'CREATION'): ServedStop {
  return {
    emplacement: place(libelle, `code-${libelle}`),
    dureeStationnementReelle: dwell,
    depart: { dateHeure: paris(time), dateHeureReelle: paris(time), ...(change ? { evenement: { type: change } } : {}) },
  };
}

export function ride(
  from: string,
  fromTime: string,
  to: string,
  toTime: string,
  options: { numero?: string; stops?: ServedStop[]; realFromTime?: string } = {},
): ItineraryStep {
  return {
    type: 'TRANSPORT',
    depart: passage(from, `code-${from}`, fromTime, options.realFromTime),
    arrivee: passage(to, `code-${to}`, toTime),
    duree: 120,
    listeSousEtapes: { sousEtape: [{ type: 'TRAJET', duree: 120 }] },
    listeCirculations: {
      circulation: [
        {
          codeCirculation: `trip-${options.numero ?? '6611'}`,
          numero: options.numero ?? '6611',
          dateCirculation: fromTime.slice(0, 10),
          mode: 'HIGHSPEEDRAIL',
          longFormat: { name: 'TGV INOUI', picto: 'tgv' },
          destination: { libelle: to },
          denomination: { indicateurAffichageLigne: false },
          parcours: {
            route: { ligne: { libelleLigne: 'Paris – Lyon', presentation: { codeCouleur: '9B2743', codeCouleurTexte: 'FFFFFF' } } },
          },
          hasPRMAccess: true,
          listeArretsDesserte: { arret: options.stops ?? [servedStop(from, fromTime, 0), servedStop(to, toTime, 0)] },
        },
      ],
    },
  };
}

export function between(type: 'CORRESPONDANCE' | 'LIAISON', from: string, to: string, time: string, minutes: number): ItineraryStep {
  return {
    type,
    depart: passage(from, `code-${from}`, time),
    arrivee: passage(to, `code-${to}`, time),
    duree: minutes,
    listeSousEtapes: { sousEtape: [] },
    listeCirculations: { circulation: [] },
  };
}

/** A journey made of the given steps; its times are those of the first and last steps. */
export function journey(id: string, steps: ItineraryStep[], extra: { events?: JourneyEvents; emissionsCO2?: number } = {}): Itinerary {
  const first = steps[0]!;
  const last = steps.at(-1)!;
  return {
    id,
    dateHeureDepart: first.depart.dateHeure,
    dateHeureDepartReelle: first.depart.dateHeureReelle,
    dateHeureArrivee: last.arrivee.dateHeure,
    dateHeureArriveeReelle: last.arrivee.dateHeureReelle,
    duree: Math.round((Date.parse(last.arrivee.dateHeure) - Date.parse(first.depart.dateHeure)) / 60_000),
    itineraryType: { category: steps.length === 1 ? 'DIRECT' : 'CORRESPONDANCE', priority: 1 },
    listeEtapes: { etape: steps },
    longFormats: [{ name: 'TGV INOUI', affluence: 'FAIBLE' }],
    events: extra.events ?? {},
    shortFormatSteps: steps
      .filter((step) => step.type === 'TRANSPORT')
      .map(() => ({ image: 'tgv', name: 'TGV INOUI', colors: { primary: '#9B2743', text: '#FFFFFF' } })),
    emissionsCO2: extra.emissionsCO2 ?? 0,
  };
}

export const RESULTS_QUERY =
  '?departureLabel=Paris+Gare+de+Lyon&departureCode=87686006&departureType=ZONE_ARRET&departureLat=48.844888&departureLng=2.374305' +
  '&arrivalLabel=Lyon+Part-Dieu&arrivalCode=87723197&arrivalType=ZONE_ARRET&arrivalLat=45.760581&arrivalLng=4.859435&sens=PARTIR_APRES&date=2026-11-21T06:00';

export const delayEvent = (title: string, category: keyof JourneyEvents = 'delay') => ({
  category,
  type: 'RETARD' as const,
  title,
  text: `${title} : détail`,
  longText: `${title} : détail`,
  url: null,
  duration: 10,
  hasOtherReasons: false,
});

/** A stop of a train: arrival and departure `dwell` minutes apart, `late` minutes late. */
export function trainStop(
  label: string,
  code: string,
  time: string | null,
  options: { dwell?: number; late?: number; last?: boolean; extra?: Partial<TrainStop> } = {},
): TrainStop {
  const planned = time ? Date.parse(paris(time)) : 0;
  const at = (offset: number) => new Date(planned + offset * 60_000).toISOString();
  const late = options.late ?? 0;
  const dwell = options.dwell ?? 0;
  const first = options.extra?.arrival === undefined && !options.last && dwell < 0;
  return {
    location: { label, code },
    ...(first ? {} : { arrival: { date: at(-dwell), realDate: at(late - dwell), affluence: 'MOYENNE' as const } }),
    ...(options.last ? {} : { departure: { date: at(0), realDate: at(late), affluence: 'MOYENNE' as const } }),
    events: [],
    replacement: null,
    stopDuration: Math.max(0, dwell),
    forbiddenEntrence: false,
    ...options.extra,
  };
}

export function train(
  numero: string,
  destination: { label: string; code: string },
  stops: TrainStop[],
  extra: Partial<TrainDetail> = {},
): TrainDetail {
  return {
    numeroCirculation: numero,
    codeCirculation: `trip-${numero}-${destination.code}`,
    dateCirculation: '2026-11-21',
    mode: 'HIGHSPEEDRAIL',
    longFormat: { name: 'TGV INOUI', picto: 'tgv' },
    stops: { stops, stopsNb: stops.length, duration: 120 },
    events: {},
    services: [],
    reservations: { required: true },
    colors: { primary: '#9B2743' },
    libelleLigne: 'Paris – Lyon',
    origin: stops[0]!.location,
    destination,
    destinationCode: destination.code,
    composition: { stops: [] },
    ...extra,
  };
}
