import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../engine/i18n';
import itinerariesQuerySchema from '../../../schemas/api/itineraries-query.schema.json';
import locationsQuerySchema from '../../../schemas/api/locations-query.schema.json';
import stationTimetableQuerySchema from '../../../schemas/api/station-timetable-query.schema.json';
import trainDetailsQuerySchema from '../../../schemas/api/train-details-query.schema.json';
import type { ItinerariesQuery } from '../../../schemas/generated/api/itineraries-query';
import type { TransportMode } from '../../../schemas/generated/api/journey-common';
import type { LocationsQuery } from '../../../schemas/generated/api/locations-query';
import type { StationTimetableQuery } from '../../../schemas/generated/api/station-timetable-query';
import type { TrainDetailsQuery } from '../../../schemas/generated/api/train-details-query';
import type { BffContext } from '../index';
import { embeddedJourneyServices } from './embedded/services';
import { loadJourneyData } from './embedded/journey-data';
import { MODE_BITS } from './planner/connections';
import type { JourneyServices } from './service';
import { isCalendarDay } from './timetable/days';
import { upstreamJourneyServices } from './upstream-services';

const ALL_MODES = Object.keys(MODE_BITS) as TransportMode[];

/** The services of the environment: upstream when QUAI_JOURNEYS_UPSTREAM_URL is set, else the embedded timetable. */
export function journeyServicesFromEnvironment(root: string, env: NodeJS.ProcessEnv = process.env): JourneyServices {
  return env.QUAI_JOURNEYS_UPSTREAM_URL ? upstreamJourneyServices(env.QUAI_JOURNEYS_UPSTREAM_URL) : embeddedJourneyServices(loadJourneyData(root, env));
}

/** Itineraries, train details, station boards and station autocomplete. */
export async function journeyRoutes(app: FastifyInstance, context: BffContext, services = journeyServicesFromEnvironment(context.root)): Promise<void> {
  // As the spec says, a search missing (or garbling) one of its required parameters answers nothing rather than an error.
  app.get<{ Querystring: ItinerariesQuery }>('/api/bff/itineraries', { schema: { querystring: itinerariesQuerySchema }, attachValidation: true }, async (request) => {
    if (request.validationError) return [];
    const query = request.query;
    const modes = requestedModes(query.modes ?? query.selectedModes);
    if (!modes) return [];
    return services.itineraries({ ...query, modes, initialQuery: query.initialQuery ?? true });
  });

  app.get<{ Querystring: TrainDetailsQuery }>('/api/bff/get-train-details', { schema: { querystring: trainDetailsQuerySchema } }, async (request, reply) => {
    const { dateCirculation, numeroCirculation, codeCirculation, destinationCode, locale = 'fr' } = request.query;
    if (!isCalendarDay(dateCirculation.slice(0, 10))) return reply.status(400).send({ message: { error: 'dateCirculation must be a calendar date, yyyy-MM-dd' } });
    const numeros = [numeroCirculation].flat().flatMap((value) => value.split(','));
    return services.trainDetails({ dateCirculation, numeros, codeCirculation, destinationCode, locale });
  });

  app.get<{ Querystring: StationTimetableQuery }>('/api/bff/miv/get-station-timetable', { schema: { querystring: stationTimetableQuerySchema } }, async (request, reply) => {
    const { codeZoneArret, dateHeure, locale = 'fr' } = request.query;
    if (dateHeure !== undefined && Number.isNaN(Date.parse(dateHeure))) return reply.status(400).send({ message: { error: 'dateHeure must be an ISO 8601 date and time' } });
    return services.stationTimetable({ codeZoneArret, dateHeure, locale: locale as Locale });
  });

  app.get<{ Querystring: LocationsQuery }>('/api/bff/locations', { schema: { querystring: locationsQuerySchema } }, async (request) => {
    const { libelle = '', typeEmplacement = 'TOUS', limit = 5, codePays } = request.query;
    return services.locations({ libelle, typeEmplacement, limit, codePays });
  });
}

/** The modes of a search: all when absent, none (an empty answer) when one is unknown. */
function requestedModes(value: string | string[] | undefined): TransportMode[] | undefined {
  if (value === undefined || value === '') return ALL_MODES;
  const modes = [value].flat().flatMap((item) => item.split(',')).map((mode) => mode.trim()).filter(Boolean);
  return modes.every((mode): mode is TransportMode => ALL_MODES.includes(mode as TransportMode)) ? modes : undefined;
}
