import type { FastifyInstance } from 'fastify';
import type { Locale } from '@quai/engine/i18n';
import itinerariesQuerySchema from '../../../schemas/api/itineraries-query.schema.json';
import locationsQuerySchema from '../../../schemas/api/locations-query.schema.json';
import stationTimetableQuerySchema from '../../../schemas/api/station-timetable-query.schema.json';
import itinerarySchema from '../../../schemas/api/itinerary.schema.json';
import locationSchema from '../../../schemas/api/location.schema.json';
import stationTimetableSchema from '../../../schemas/api/station-timetable.schema.json';
import trainDetailSchema from '../../../schemas/api/train-detail.schema.json';
import trainDetailsQuerySchema from '../../../schemas/api/train-details-query.schema.json';
import type { ItinerariesQuery } from '../../../schemas/generated/api/itineraries-query';
import type { TransportMode } from '../../../schemas/generated/api/journey-common';
import type { LocationsQuery } from '../../../schemas/generated/api/locations-query';
import type { StationTimetableQuery } from '../../../schemas/generated/api/station-timetable-query';
import type { TrainDetailsQuery } from '../../../schemas/generated/api/train-details-query';
import { BFF_PATHS } from '../../../adapters/bff-client/paths';
import { listSchema } from '../answers/self-contained';
import type { BffContext } from '../context';
import { clientError, registerEndpoints, type BffEndpoint } from '../endpoint';
import { MODE_BITS } from './planner/connections';
import type { JourneyServices } from './service';
import { isCalendarDay } from './timetable/days';

const ALL_MODES = Object.keys(MODE_BITS) as TransportMode[];

/** The journeys' part of the API. */
export const JOURNEYS_TAG = 'journeys';

/** Itineraries, train details, station boards and station autocomplete, for the routes and the page renderer alike. */
export function journeyEndpoints(services: JourneyServices): BffEndpoint[] {
  const itineraries: BffEndpoint<ItinerariesQuery> = {
    path: BFF_PATHS.itineraries,
    querySchema: itinerariesQuerySchema,
    summary:
      'Itineraries between two places, leaving after or arriving before a time, by the modes asked; an empty list for an incomplete search.',
    answerSchema: listSchema(itinerarySchema),
    // Answers depend on the query alone (the timetable and its live state): shared, briefly.
    sharedForSeconds: 60,
    // A search missing (or garbling) one of its required parameters answers nothing rather than an error: the page then shows no results.
    invalidAnswer: () => [],
    answer: async (query) => {
      const modes = requestedModes(query.modes ?? query.selectedModes);
      if (!modes) return [];
      return services.itineraries({ ...query, modes, initialQuery: query.initialQuery ?? true });
    },
  };
  const trainDetails: BffEndpoint<TrainDetailsQuery> = {
    path: BFF_PATHS.trainDetails,
    querySchema: trainDetailsQuerySchema,
    summary: 'The run of a train number on a day: stops, times, events and composition (one entry per run sharing the number).',
    answerSchema: listSchema(trainDetailSchema),
    sharedForSeconds: 60,
    answer: async ({ dateCirculation, numeroCirculation, codeCirculation, destinationCode, locale = 'fr' }) => {
      if (!isCalendarDay(dateCirculation.slice(0, 10))) throw clientError(400, 'dateCirculation must be a calendar date, yyyy-MM-dd');
      const numeros = [numeroCirculation].flat().flatMap((value) => value.split(','));
      return services.trainDetails({ dateCirculation, numeros, codeCirculation, destinationCode, locale });
    },
  };
  const stationTimetable: BffEndpoint<StationTimetableQuery> = {
    path: BFF_PATHS.stationTimetable,
    querySchema: stationTimetableQuerySchema,
    summary: 'The next departures of a station, grouped by line.',
    answerSchema: stationTimetableSchema,
    sharedForSeconds: 30,
    answer: async ({ codeZoneArret, dateHeure, locale = 'fr' }) => {
      if (dateHeure !== undefined && Number.isNaN(Date.parse(dateHeure)))
        throw clientError(400, 'dateHeure must be an ISO 8601 date and time');
      return services.stationTimetable({ codeZoneArret, dateHeure, locale: locale as Locale });
    },
  };
  const locations: BffEndpoint<LocationsQuery> = {
    path: BFF_PATHS.locations,
    querySchema: locationsQuerySchema,
    summary: 'Places matching a text: one commune, then stop zones.',
    answerSchema: listSchema(locationSchema),
    // Stations do not move: a day.
    sharedForSeconds: 86400,
    answer: async ({ libelle = '', typeEmplacement = 'TOUS', limit = 5, codePays }) =>
      services.locations({ libelle, typeEmplacement, limit, codePays }),
  };
  return [itineraries, trainDetails, stationTimetable, locations];
}

/** The journey routes over the site's one journey services instance (the page renderer shares it). */
export async function journeyRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  registerEndpoints(app, journeyEndpoints(context.services.journeys), JOURNEYS_TAG);
}

/** The modes of a search: all when absent, none (an empty answer) when one is unknown. */
function requestedModes(value: string | string[] | undefined): TransportMode[] | undefined {
  if (value === undefined || value === '') return ALL_MODES;
  const modes = [value]
    .flat()
    .flatMap((item) => item.split(','))
    .map((mode) => mode.trim())
    .filter(Boolean);
  return modes.every((mode): mode is TransportMode => ALL_MODES.includes(mode as TransportMode)) ? modes : undefined;
}
