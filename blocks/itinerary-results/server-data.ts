import { bffKeys } from '../../adapters/bff-client/keys';
import { answerOnServer, type BffAnswers } from '../../adapters/bff-client/server-answers';
import type { StationLocation } from '../../adapters/bff-client/types';
import { serverDataStep, type ServerDataContext } from '@quai/engine/definition';
import { formatInSiteTime } from '@quai/engine/time';
import { modesFromParam } from '../../domain/rail/modes';
import { searchFromParams, type ItinerarySearch } from '../_rail/search-params';
import { resolvedSearch, resolveTypedName, typedSearchFromParams, type TypedEnd } from '../_rail/typed-search';
import { firstPageQuery } from './itineraries-query';

/** A search typed without JavaScript, as the server resolved it. */
interface TypedSearchResolution {
  departure: TypedEnd;
  arrival: TypedEnd;
  /** Both names resolved: the search the results show. */
  search: ItinerarySearch | null;
}

/** What the results block receives from the server: the BFF answers it would ask for first, and the typed search resolved. */
export interface ItineraryResultsData {
  answers?: BffAnswers;
  typed?: TypedSearchResolution;
}

/** The autocomplete's answers for a typed name, asked in process as the browser would ask them. */
async function placesNamed(context: ServerDataContext<'bff'>, libelle: string): Promise<StationLocation[]> {
  return (await context.services.bff.get(
    ...bffKeys.locations({ libelle, typeEmplacement: 'TOUS', locale: context.locale }),
  )) as StationLocation[];
}

/** The first page as the browser would ask for it; nothing when the browser would not ask (a parameter is missing). */
async function firstPageOnServer(
  context: ServerDataContext<'bff'>,
  search: ItinerarySearch,
  modes: string[],
): Promise<BffAnswers | undefined> {
  const key = bffKeys.itineraries(firstPageQuery(search, context.locale, modes));
  return key ? answerOnServer(context, [key]) : undefined;
}

/**
 * The first page of the search in the URL, as the block asks for it in the browser. A search
 * typed without JavaScript (names, day and time) is resolved first: each name to its place, or
 * to the places it may mean; with both places known, the first page comes with it.
 */
export const itineraryResultsServerData = serverDataStep({ services: ['bff'] }, async (_node: unknown, context) => resultsData(context));

async function resultsData(context: ServerDataContext<'bff'>): Promise<ItineraryResultsData | undefined> {
  const params = new URLSearchParams(context.request.search);
  const modes = modesFromParam(params.get('modes'));
  const search = searchFromParams(params);
  if (search) {
    const answers = await firstPageOnServer(context, search, modes);
    return answers ? { answers } : undefined;
  }
  const typed = typedSearchFromParams(params);
  if (!typed) return undefined;
  const [departure, arrival] = await Promise.all(
    [typed.departure, typed.arrival].map(async (name) => resolveTypedName(name, await placesNamed(context, name))),
  );
  const resolved = resolvedSearch(departure!, arrival!, typed.sens, typed.date ?? formatInSiteTime(Date.now(), 'isoDateTime'));
  const answers = resolved ? await firstPageOnServer(context, resolved, modes) : undefined;
  return { ...(answers ? { answers } : {}), typed: { departure: departure!, arrival: arrival!, search: resolved } };
}
