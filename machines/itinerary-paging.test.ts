import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  itineraryPagingMachine,
  mergePage,
  PAGING_OFFSET_MS,
  sortForSens,
  type PagedItinerary,
  type PageRequest,
  type PagingSens,
} from './itinerary-paging';

/** The search the first page answered: later pages repeat it. */
const QUERY = { departureCode: '87686006', arrivalCode: '87723197' };
const BASE = Date.parse('2026-11-21T06:00:00+01:00');
const iso = (ms: number) => new Date(ms).toISOString();

/** A journey leaving `offset` minutes after 06:00 and taking `minutes`. */
const itinerary = (id: string, offset: number, minutes: number): PagedItinerary => ({
  id,
  dateHeureDepartReelle: iso(BASE + offset * 60_000),
  dateHeureArriveeReelle: iso(BASE + (offset + minutes) * 60_000),
});

const arbitraryPage = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 5, max: 600 })), { minLength: 1, maxLength: 8 })
  .map((pairs) => pairs.map(([offset, minutes], index) => itinerary(`${offset}-${minutes}-${index}`, offset, minutes)));

/** Runs the machine with a fake BFF that answers the given pages in turn, and records what it was asked. */
function start(sens: PagingSens, pages: PagedItinerary[][]) {
  const requests: PageRequest[] = [];
  const machine = itineraryPagingMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }: { input: PageRequest }) => {
        requests.push(input);
        return pages.shift() ?? [];
      }),
    },
  });
  const actor = createActor(machine, { input: { sens } }).start();
  return { actor, requests };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('fetching'));

describe('itinerary paging', () => {
  it('departing after: the next page starts one minute after the last real departure', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryPage, arbitraryPage, async (first, second) => {
        const { actor, requests } = start('PARTIR_APRES', [second]);
        actor.send({ type: 'FIRST_PAGE', itineraries: first, query: QUERY });
        actor.send({ type: 'SHOW_MORE' });
        await settled(actor);
        const lastDeparture = Math.max(...first.map((item) => Date.parse(item.dateHeureDepartReelle)));
        expect(requests).toEqual([{ sens: 'PARTIR_APRES', instant: lastDeparture + PAGING_OFFSET_MS, query: QUERY }]);
      }),
    );
  });

  it('arriving before: the previous page ends one minute before the first real arrival', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryPage, arbitraryPage, async (first, second) => {
        const { actor, requests } = start('ARRIVER_AVANT', [second]);
        actor.send({ type: 'FIRST_PAGE', itineraries: first, query: QUERY });
        actor.send({ type: 'SHOW_MORE' });
        await settled(actor);
        const firstArrival = Math.min(...first.map((item) => Date.parse(item.dateHeureArriveeReelle)));
        expect(requests).toEqual([{ sens: 'ARRIVER_AVANT', instant: firstArrival - PAGING_OFFSET_MS, query: QUERY }]);
      }),
    );
  });

  it('keeps every result once, in display order, and ends on the first empty page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<PagingSens>('PARTIR_APRES', 'ARRIVER_AVANT'),
        fc.array(arbitraryPage, { minLength: 1, maxLength: 4 }),
        async (sens, pages) => {
          const [first, ...more] = pages as [PagedItinerary[], ...PagedItinerary[][]];
          const { actor, requests } = start(sens, [...more, []]);
          actor.send({ type: 'FIRST_PAGE', itineraries: first, query: QUERY });
          while (actor.getSnapshot().matches('ready')) {
            actor.send({ type: 'SHOW_MORE' });
            await settled(actor);
          }
          expect(actor.getSnapshot().value).toBe('ended');
          expect(requests).toHaveLength(more.length + 1);
          const shown = actor.getSnapshot().context.itineraries;
          const ids = new Set(pages.flat().map((item) => item.id));
          expect(shown.map((item) => item.id).sort()).toEqual([...ids].sort());
          expect(shown).toEqual(sortForSens(shown, sens));
        },
      ),
    );
  });

  it('ends at once when the first page is empty, and a new first page starts over', () => {
    const { actor } = start('PARTIR_APRES', []);
    actor.send({ type: 'FIRST_PAGE', itineraries: [], query: QUERY });
    expect(actor.getSnapshot().value).toBe('ended');
    actor.send({ type: 'FIRST_PAGE', itineraries: [itinerary('a', 10, 60)], query: QUERY });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.itineraries.map((item) => item.id)).toEqual(['a']);
  });

  it('a failed page keeps the shown results and ends paging', async () => {
    const machine = itineraryPagingMachine.provide({
      actors: { fetchPage: fromPromise<PagedItinerary[], PageRequest>(async () => Promise.reject(new Error('503'))) },
    });
    const actor = createActor(machine, { input: { sens: 'PARTIR_APRES' } }).start();
    actor.send({ type: 'FIRST_PAGE', itineraries: [itinerary('a', 10, 60)], query: QUERY });
    actor.send({ type: 'SHOW_MORE' });
    await waitFor(actor, (snapshot) => snapshot.matches('ended'));
    expect(actor.getSnapshot().context.itineraries).toHaveLength(1);
  });

  it('merging sorts departures after by departure and arrivals before by arrival', () => {
    const early = itinerary('early', 0, 300);
    const late = itinerary('late', 60, 30);
    expect(mergePage([late], [early], 'PARTIR_APRES').map((item) => item.id)).toEqual(['early', 'late']);
    expect(mergePage([early], [late], 'ARRIVER_AVANT').map((item) => item.id)).toEqual(['late', 'early']);
  });
});
