import type { TransportMode } from '../../../../schemas/generated/api/journey-common';

/** A timetable in memory, as read from a GTFS feed. Indices into the arrays identify things. */
export interface Timetable {
  stations: Station[];
  /** Station index by its code (UIC for SNCF stations). */
  stationByCode: Map<string, number>;
  /** Station index by any stop id of the feed: the station's own and its platforms'. */
  stationByStopId: Map<string, number>;
  /** ISO 3166 alpha-3 code of the country the feed serves, from its agencies' time zone (FRA when unknown). */
  country: string;
  routes: Route[];
  trips: Trip[];
  /** Service ids by active date, computed on demand from calendar and calendar_dates. */
  services: ServiceCalendar;
  /** Minutes needed to change vehicles inside each station, by station index. */
  minTransferMinutes: Int32Array;
  /** Walking links leaving each station, by station index. */
  footpaths: Footpath[][];
  /** The feeds it was compiled from, as they describe themselves (publisher, period, version). */
  feeds?: Array<{ publisher: string; start: string; end: string; version: string }>;
  /** Days every service day was moved forward by so that today is served (whole weeks; 0 for a current feed). */
  shiftDays?: number;
}

export interface Station {
  index: number;
  /** The GTFS stop_id (of the parent station when the feed has them). */
  id: string;
  /** The code the calls use: the UIC code when one can be found, else the stop id. */
  code: string;
  /** The name the site shows: the SNCF station list's where it has the station, else the feed's. */
  name: string;
  /** Every name the feeds give it ("Nice-Ville", "Gare de Lyon-Part-Dieu"...), found by the station search. */
  names?: string[];
  lat: number;
  lon: number;
}

export interface Route {
  index: number;
  /** Unique in the timetable: the feed's route_id, followed by the service for the other services of a route. */
  id: string;
  /** The feed's route_id, which alerts name. */
  feedRouteId?: string;
  shortName: string;
  longName: string;
  mode: TransportMode;
  colour: string;
  textColour: string;
  brand: { code: string; label: string; picto: string };
  agencyName: string;
  reservationRequired: boolean;
}

export interface StopTime {
  station: number;
  /** Minutes after midnight of the service day; past 24 h for runs crossing midnight. */
  arrival: number;
  departure: number;
  /** The feed says nobody boards here (pickup_type 1): set-down only. */
  noPickup?: boolean;
  /** The feed says nobody alights here (drop_off_type 1): pick-up only. */
  noDropOff?: boolean;
}

export interface Trip {
  index: number;
  id: string;
  route: number;
  serviceId: string;
  /** The number printed on the train (trip_short_name, or SNCF's numeric headsign); empty when the feed gives none. */
  number: string;
  /** A destination the feed writes for the trip; empty when it writes none. */
  headsign: string;
  wheelchairAccessible: boolean;
  stopTimes: StopTime[];
}

interface Footpath {
  to: number;
  minutes: number;
}

export interface ServiceCalendar {
  /** Whether the service runs on a day given as yyyy-MM-dd. */
  runsOn(serviceId: string, day: string): boolean;
}
