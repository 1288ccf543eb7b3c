import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { BffCache } from '../../adapters/bff-client/BffCache';
import { bffFetcher } from '../../adapters/bff-client/keys';
import { searchKeys, type SearchName } from '../../adapters/bff-client/search';
import type { BffAnswers } from '../../adapters/bff-client/server-answers';
import type { WithServerData } from '@quai/engine/definition';
import { useLocale, useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import type { AgencySearchItem, NewsSearchItem, PublicationSearchItem } from '../../schemas/generated/api/search-answers';
import type { ContentSearchBlock } from '../../schemas/generated/blocks/content-search';
import type { SearchFilter } from '../../schemas/generated/api/search-filter';
import { Paginator } from '../_ui/paginator/Paginator';
import { AgencyCard, NewsCard, PublicationCard } from './cards';
import { SearchForm } from './SearchForm';
import { queryOfState, resultsKey, stateFromQuery, type SearchState } from './search-state';
import { DEFAULT_LIMIT } from './server-data';
import styles from './styles.module.css';

type Answer = { data: Array<NewsSearchItem | PublicationSearchItem | AgencySearchItem>; meta: { count: number } };

export default function ContentSearch({
  index,
  title,
  limit = DEFAULT_LIMIT,
  serverData,
}: WithServerData<ContentSearchBlock, { answers: BffAnswers }>) {
  return (
    <BffCache answers={serverData?.answers}>
      <Search index={index} title={title} limit={limit} />
    </BffCache>
  );
}

function Search({ index, title, limit }: { index: SearchName; title: string; limit: number }) {
  const t = useT();
  const locale = useLocale();
  const request = useRequest();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState(() => stateFromQuery(index, new URLSearchParams(request.search)));
  // Bumped when Back or Forward changes the search, so the form shows the address's values again.
  const [formVersion, setFormVersion] = useState(0);

  useEffect(() => {
    const restore = () => {
      setState(stateFromQuery(index, new URLSearchParams(window.location.search)));
      setFormVersion((version) => version + 1);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [index]);

  /** A new search or page: in the address (Back returns to the previous one) and on screen, without a reload. */
  const show = (next: SearchState, moveToResults: boolean) => {
    window.history.pushState(null, '', `${window.location.pathname}${queryOfState(next)}`);
    setState(next);
    if (moveToResults) {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start' });
    }
  };

  const filters = useSWR<SearchFilter[]>(searchKeys.filters(index, locale), bffFetcher);
  const results = useSWR<Answer>(resultsKey(index, state, limit, locale), bffFetcher);
  const count = results.data?.meta.count ?? 0;
  const items = results.data?.data ?? [];

  return (
    <section className={styles.search} aria-labelledby={titleId}>
      <SearchForm
        key={formVersion}
        index={index}
        action={request.path}
        values={state.filters}
        filters={filters.data}
        onSearch={(values) => show({ filters: values, page: 1 }, false)}
      />
      <h2 className={styles.title} id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.status} role="status">
        {results.isLoading
          ? t('search.loading')
          : results.error
            ? t('search.error')
            : count === 0
              ? t('search.empty')
              : t('search.count', { count })}
      </p>
      {!results.isLoading && !results.error && items.length > 0 && (
        <ul className={styles.masonry}>
          {items.map((item, position) => (
            <li key={'id' in item ? item.id : `${item.title}-${position}`} className={styles.item}>
              {index === 'news' ? (
                <NewsCard item={item as NewsSearchItem} />
              ) : index === 'publications' ? (
                <PublicationCard item={item as PublicationSearchItem} />
              ) : (
                <AgencyCard item={item as AgencySearchItem} />
              )}
            </li>
          ))}
        </ul>
      )}
      {!results.error && count > 0 && (
        <Paginator
          current={state.page}
          pageCount={Math.ceil(count / limit)}
          label={t('search.pagination', { title })}
          hrefOf={(page) => `${request.path}${queryOfState({ ...state, page })}`}
          onNavigate={(page) => show({ ...state, page }, true)}
        />
      )}
    </section>
  );
}
