import type { TransportMode } from '../../../schemas/generated/api/journey-common';

/**
 * The declarative description of the embedded network: lines over real stations (named exactly
 * as in stations-france.json), their stopping patterns and their departures. tools/data/build-gtfs.ts
 * turns it into the GTFS feed in site/data/gtfs/.
 */
export interface LineSpec {
  /** GTFS route_id; stable, used in trip ids. */
  id: string;
  agency: AgencyId;
  mode: TransportMode;
  /** The line label shown to travellers: "TGV INOUI", "RER B", "TER Hauts-de-France"... */
  shortName: string;
  longName: string;
  brand: { code: string; label: string; picto: string };
  /** Six hex digits, no #. */
  colour: string;
  textColour: string;
  /**
   * Average speed over the straight line between consecutive stops; run times derive from it
   * so the description stays short. High-speed lines run near 220 km/h, TER near 70.
   */
  speedKmh: number;
  /** Minutes stopped at each intermediate station. */
  dwellMinutes: number;
  /** Number of the first outbound run; outbound runs take odd steps of 2 from it, return runs the next even numbers. */
  firstNumber: number;
  reservationRequired: boolean;
  patterns: PatternSpec[];
}

interface PatternSpec {
  /** Station names in outbound order; each pattern also runs in reverse. */
  stops: string[];
  departures: DepartureRule[];
}

/** Runs leaving the first stop from `first` to `last` every `every` minutes (one run when `every` is absent). */
interface DepartureRule {
  first: string;
  last?: string;
  every?: number;
  days: RunningDays;
}

export type RunningDays = 'daily' | 'weekdays' | 'weekends' | 'saturdays' | 'sundays' | 'fridays';

export type AgencyId = 'IDFM' | 'RATP';
