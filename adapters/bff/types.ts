/**
 * The answers of the BFF calls the journey screens read, with the field names of the spec.
 * Only the fields the screens use are listed; answers may carry more.
 */

export type EventCategory = 'delay' | 'deleted' | 'disturbance' | 'course_modified' | 'created' | 'more_stops' | 'works' | 'information';

/** A traffic event on a train or an itinerary. */
export interface TrafficEvent {
  type?: string;
  category?: EventCategory | string;
  title?: string;
  text?: string;
  longText?: string;
  url?: string;
  duration?: number;
  hasOtherReasons?: boolean;
}

/** Events by category, as itineraries and train details carry them. */
export type EventsByCategory = Partial<Record<EventCategory, TrafficEvent[]>>;

export interface LocationCode {
  type: string;
  valeur: string;
}

/** A place the autocomplete offers: a town (COMMUNE) or a stop zone (ZONE_ARRET). */
export interface StationLocation {
  type: 'COMMUNE' | 'ZONE_ARRET' | string;
  libelle: string;
  codePays?: string;
  id?: string;
  code?: string;
  latitude?: number;
  longitude?: number;
  infosZoneArret?: { listeCodes?: { valeur?: LocationCode[] } };
}

export interface Emplacement {
  libelle: string;
}

export interface StepEnd {
  emplacement: Emplacement;
  dateHeure?: string;
  dateHeureReelle?: string;
}

export interface ServedStop {
  emplacement: Emplacement;
  dureeStationnementReelle?: number;
  dateHeure?: string;
  dateHeureReelle?: string;
  depart?: { evenement?: { type?: string } };
  arrivee?: { evenement?: { type?: string } };
}

export interface Circulation {
  codeCirculation?: string;
  numero?: string;
  dateCirculation?: string;
  destination?: Emplacement;
  denomination?: { indicateurAffichageLigne?: string };
  parcours?: { route?: { ligne?: { libelleLigne?: string; presentation?: { codeCouleur?: string; codeCouleurTexte?: string } } } };
  hasPRMAccess?: boolean;
  modeTransport?: string;
  listeArretsDesserte?: { arret?: ServedStop[] };
}

export type StepType = 'TRANSPORT' | 'CORRESPONDANCE' | 'LIAISON';

export interface Step {
  type: StepType;
  depart: StepEnd;
  arrivee: StepEnd;
  duree?: number;
  listeSousEtapes?: { sousEtape?: Array<{ type: string; duree?: number }> };
  listeCirculations?: { circulation?: Circulation[] };
}

export interface Itinerary {
  id: string;
  dateHeureDepart: string;
  dateHeureDepartReelle?: string;
  dateHeureArrivee: string;
  dateHeureArriveeReelle?: string;
  duree: number;
  itineraryType?: { category?: string; priority?: number };
  listeEtapes: { etape: Step[] };
  longFormats?: Array<{ name: string; affluence?: 'FAIBLE' | 'MOYENNE' | 'FORTE' }>;
  events?: EventsByCategory;
  shortFormatSteps?: Array<{ image?: string; name: string; colors?: { primary?: string; text?: string } }>;
  emissionsCO2?: number;
}

export interface TrainStop {
  location: { label: string; code?: string };
  departure?: { date?: string; realDate?: string; affluence?: string };
  arrival?: { date?: string; realDate?: string; affluence?: string };
  events?: Array<{ title?: string; category?: string; type?: string }>;
  replacement?: { numeros?: string[] };
  stopDuration?: number;
  forbiddenEntrence?: boolean;
}

export interface CompositionElement {
  isMainTrain?: boolean;
  longFormat?: string;
  destination?: string;
  cars?: Array<{ number?: string; classe?: string; label?: string } | string>;
}

export interface TrainDetail {
  numero?: string;
  longFormat?: { name?: string; picto?: string };
  stops?: { stops?: TrainStop[]; stopsNb?: number; duration?: number };
  events?: EventsByCategory;
  services?: Array<{ code: string; picto?: string; priority?: number; label?: string }>;
  reservations?: { required?: boolean };
  colors?: { primary?: string };
  libelleLigne?: string;
  destinationCode?: string;
  destination?: string;
  composition?: { stops?: Array<{ name: string; code?: string; compositionElements?: CompositionElement[] }> };
}

export interface Departure {
  codeOperateur?: string;
  dateHeure: string;
  dateHeureReelle?: string;
  trainInfo?: {
    numeroCirculation?: string;
    longFormats?: { name?: string; picto?: string };
    modeTransport?: { codeSousMode?: string; marqueCode?: string; marqueLibelle?: string; ligneLibelle?: string };
  };
  trainDestination?: { mainDestination?: string; oldDestination?: string; codeDestination?: string };
  platform?: { quai?: string; numeroQuai?: string; numero?: string };
  events?: Array<{ hasOtherReasons?: boolean; type?: string; category?: string; title?: string }>;
}

export interface StationTimetable {
  gare?: { nom?: string; region?: { code?: string; libelle?: string } };
  lignes?: Array<{ isIDF?: boolean; code: string; label?: string }>;
  horaires?: Record<string, { depart?: Departure[] }>;
}
