import { assign, fromPromise, setup } from 'xstate';

/**
 * Paging of itinerary results ("show more"). Departing after a time, each page starts one
 * minute after the last result's real departure; arriving before a time, each page ends one
 * minute before the first result's real arrival. Paging ends when a page comes back empty.
 * The fetch is an injected actor: this file does no I/O.
 */

/** How far past the latest departure (or before the earliest arrival) the next page starts: one minute, so no journey is shown twice. */
export const PAGING_OFFSET_MS = 60_000;

export type PagingSens = 'PARTIR_APRES' | 'ARRIVER_AVANT';

/** The fields paging reads from an itinerary. */
export interface PagedItinerary {
  id: string;
  dateHeureDepartReelle: string;
  dateHeureArriveeReelle: string;
}

const departure = (item: PagedItinerary) => Date.parse(item.dateHeureDepartReelle);
const arrival = (item: PagedItinerary) => Date.parse(item.dateHeureArriveeReelle);

/** Results in display order: by real departure when departing after, by real arrival when arriving before. */
export function sortForSens<T extends PagedItinerary>(items: readonly T[], sens: PagingSens): T[] {
  const key = sens === 'PARTIR_APRES' ? departure : arrival;
  return [...items].sort((a, b) => key(a) - key(b) || departure(a) - departure(b));
}

/** The list after a page arrives: no itinerary twice, in display order. */
export function mergePage<T extends PagedItinerary>(current: readonly T[], page: readonly T[], sens: PagingSens): T[] {
  const seen = new Set(current.map((item) => item.id));
  return sortForSens([...current, ...page.filter((item) => !seen.has(item.id))], sens);
}

/** The instant (ms) the next page is asked from: last real departure + 1 min, or first real arrival − 1 min. */
function pagingInstant(items: readonly PagedItinerary[], sens: PagingSens): number {
  return sens === 'PARTIR_APRES'
    ? Math.max(...items.map(departure)) + PAGING_OFFSET_MS
    : Math.min(...items.map(arrival)) - PAGING_OFFSET_MS;
}

/** The search a first page answered, as its call was made: later pages repeat it from another instant. */
type PagingQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface PageRequest {
  sens: PagingSens;
  /** The instant the page starts from (departing after) or ends at (arriving before). */
  instant: number;
  query: PagingQuery;
}

export interface PagingContext<T extends PagedItinerary = PagedItinerary> {
  sens: PagingSens;
  itineraries: T[];
  query: PagingQuery;
}

export type PagingEvent<T extends PagedItinerary = PagedItinerary> =
  | { type: 'FIRST_PAGE'; itineraries: T[]; query: PagingQuery }
  | { type: 'SHOW_MORE' };

export const itineraryPagingMachine = setup({
  types: {
    context: {} as PagingContext,
    events: {} as PagingEvent,
    input: {} as { sens: PagingSens },
  },
  actors: {
    // Replaced by the real BFF call where the machine runs.
    fetchPage: fromPromise<PagedItinerary[], PageRequest>(async () => []),
  },
  guards: {
    hasResults: ({ event }) => event.type === 'FIRST_PAGE' && event.itineraries.length > 0,
  },
}).createMachine({
  id: 'itineraryPaging',
  context: ({ input }) => ({ sens: input.sens, itineraries: [], query: {} }),
  initial: 'waiting',
  // A new first page (a new search, other modes) starts paging over.
  on: {
    FIRST_PAGE: [
      {
        guard: 'hasResults',
        target: '.ready',
        actions: assign({
          itineraries: ({ context, event }) => sortForSens(event.itineraries, context.sens),
          query: ({ event }) => event.query,
        }),
      },
      { target: '.ended', actions: assign({ itineraries: [], query: ({ event }) => event.query }) },
    ],
  },
  states: {
    waiting: {},
    ready: {
      on: { SHOW_MORE: 'fetching' },
    },
    fetching: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ sens: context.sens, instant: pagingInstant(context.itineraries, context.sens), query: context.query }),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'ended' },
          {
            target: 'ready',
            actions: assign({ itineraries: ({ context, event }) => mergePage(context.itineraries, event.output, context.sens) }),
          },
        ],
        // A failed page ends paging quietly: the results already shown stay, with no retry.
        onError: 'ended',
      },
    },
    ended: {},
  },
});
