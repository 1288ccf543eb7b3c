import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, useId } from 'react';
import useSWR from 'swr';
import { fromPromise } from 'xstate';
import { fetchItineraries, type QueryValues } from '../../adapters/bff-client/client';
import { bffFetcher, bffKeys } from '../../adapters/bff-client/keys';
import type { Itinerary } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { useQueryParams } from '@quai/engine/request';
import { itineraryPagingMachine, sortForSens, type PagedItinerary, type PageRequest } from '../../machines/itinerary-paging';
import type { ItineraryResultsBlock } from '../../schemas/generated/blocks/itinerary-results';
import { BffCache } from '../../adapters/bff-client/BffCache';
import type { WithServerData } from '@quai/engine/definition';
import { AriaLocale } from '../_rail/AriaLocale';
import { modesFromParam } from '../../domain/rail/modes';
import { searchFromParams, type ItinerarySearch } from '../_rail/search-params';
import { ItineraryDetail } from './ItineraryDetail';
import { firstPageQuery, laterPageQuery } from './itineraries-query';
import { ModeFilter } from './ModeFilter';
import { PlaceChoices } from './PlaceChoices';
import type { ItineraryResultsData } from './server-data';
import { ResultsList } from './ResultsList';
import { StateMessage } from '../_rail/StateMessage';
import styles from './styles.module.css';

/**
 * The results of the search in the URL. A search typed without JavaScript (station names) shows
 * the search the server resolved, or the places a name may mean to choose from.
 */
export default function ItineraryResults({
  title,
  trainDetailsPath,
  serverData,
}: WithServerData<ItineraryResultsBlock, ItineraryResultsData>) {
  // Unique per block: a page (or the gallery) may show the same block twice.
  const titleId = useId();
  const t = useT();
  const params = useQueryParams();
  const typed = serverData?.typed;
  const search = searchFromParams(params) ?? typed?.search ?? null;
  return (
    <BffCache answers={serverData?.answers}>
      <AriaLocale>
        <section className={styles.results} aria-labelledby={titleId}>
          <h2 className={styles.title} id={titleId}>
            {title ??
              (search
                ? t('miv.itineraries.title', { departure: search.departure.label, arrival: search.arrival.label })
                : t('miv.detail.title'))}
          </h2>
          {search ? (
            <SearchResults search={search} initialModes={modesFromParam(params.get('modes'))} trainDetailsPath={trainDetailsPath} />
          ) : typed ? (
            <PlaceChoices departure={typed.departure} arrival={typed.arrival} />
          ) : (
            <StateMessage text={t('miv.itineraries.missing_search')} />
          )}
        </section>
      </AriaLocale>
    </BffCache>
  );
}

/** Later pages repeat the search of the first page from another instant; the machine decides from when. */
const pagingLogic = itineraryPagingMachine.provide({
  actors: {
    fetchPage: fromPromise<PagedItinerary[], PageRequest>(({ input }) => fetchItineraries(laterPageQuery(input.query, input.instant))),
  },
});

/** Loading, error, empty or list; then the detail of one journey in place of the list. */
function SearchResults({
  search,
  initialModes,
  trainDetailsPath,
}: {
  search: ItinerarySearch;
  initialModes: string[];
  trainDetailsPath: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const [modes, setModes] = useState(initialModes);
  // SWR compares keys by content, so a query rebuilt on each render fetches nothing new.
  const query = firstPageQuery(search, locale, modes);
  // A search without every parameter (a place without coordinates) is not asked: no results.
  const firstPage = bffKeys.itineraries(query);
  const { data, error, isLoading } = useSWR<Itinerary[]>(firstPage, bffFetcher);

  const [paging, send, pagingActor] = useMachine(pagingLogic, { input: { sens: search.sens } });
  // The query of this render's first page (rebuilt on each render, so read when the page arrives).
  const currentQuery = useRef<QueryValues>(query);
  currentQuery.current = query;
  useEffect(() => {
    if (data) send({ type: 'FIRST_PAGE', itineraries: data, query: currentQuery.current });
  }, [data, send]);

  const [openedId, setOpenedId] = useState<string | null>(null);
  const resultButtons = useRef(new Map<string, HTMLButtonElement>());
  // Until the machine takes the first page (an effect, so never on the server), show it as it came.
  const firstPageShown = paging.matches('waiting') && data !== undefined;
  const itineraries = firstPageShown ? sortForSens(data, search.sens) : (paging.context.itineraries as Itinerary[]);
  const opened = openedId ? itineraries.find((item) => item.id === openedId) : undefined;

  const applyModes = (next: string[]) => {
    setModes(next);
    setOpenedId(null);
    // Keep the choice in the address, so a reload or a shared link shows the same results.
    const url = new URL(window.location.href);
    url.searchParams.set('modes', next.join(','));
    window.history.replaceState(window.history.state, '', url);
  };
  const closeDetail = () => {
    const id = openedId;
    setOpenedId(null);
    // Back where the visitor left: the result they opened.
    requestAnimationFrame(() => id && resultButtons.current.get(id)?.focus());
  };

  if (opened) return <ItineraryDetail itinerary={opened} onBack={closeDetail} trainDetailsPath={trainDetailsPath} />;
  return (
    <>
      <ModeFilter modes={modes} onApply={applyModes} />
      {error ? (
        <StateMessage text={t('miv.itineraries.error.text')} subText={t('miv.itineraries.error.sub_text')} tone="error" />
      ) : firstPage && (isLoading || !data) ? (
        <StateMessage text={t('miv.itineraries.loading')} busy />
      ) : !data?.length ? (
        <StateMessage text={t('miv.itineraries.no_itineraries.text')} subText={t('miv.itineraries.no_itineraries.sub_text')} />
      ) : (
        <ResultsList
          itineraries={itineraries}
          sens={search.sens}
          // The server's page shows the button too (the island hydrates when the visitor comes to
          // it): a first page with results can page, as the machine decides once it has it.
          canPage={firstPageShown ? data.length > 0 : paging.matches('ready') || paging.matches('fetching')}
          fetching={paging.matches('fetching')}
          onShowMore={() => {
            // A press made before hydration is given again at once, maybe before the effect above.
            if (pagingActor.getSnapshot().matches('waiting') && data)
              send({ type: 'FIRST_PAGE', itineraries: data, query: currentQuery.current });
            send({ type: 'SHOW_MORE' });
          }}
          onOpen={setOpenedId}
          registerButton={(id, element) => (element ? resultButtons.current.set(id, element) : resultButtons.current.delete(id))}
        />
      )}
    </>
  );
}
