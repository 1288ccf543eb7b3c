import agencyQuerySchema from '../../../schemas/api/agency-search-query.schema.json';
import newsQuerySchema from '../../../schemas/api/news-search-query.schema.json';
import publicationQuerySchema from '../../../schemas/api/publication-search-query.schema.json';
import filtersQuerySchema from '../../../schemas/api/search-filters-query.schema.json';
import searchAnswersSchema from '../../../schemas/api/search-answers.schema.json';
import searchFilterSchema from '../../../schemas/api/search-filter.schema.json';
import type { AgencySearchQuery } from '../../../schemas/generated/api/agency-search-query';
import type { NewsSearchQuery } from '../../../schemas/generated/api/news-search-query';
import type { PublicationSearchQuery } from '../../../schemas/generated/api/publication-search-query';
import type { SearchFilter } from '../../../schemas/generated/api/search-filter';
import type { SearchFiltersQuery } from '../../../schemas/generated/api/search-filters-query';
import { SEARCH_PATHS } from '../../../adapters/bff-client/paths';
import { SEARCH_FIELDS } from '../../../adapters/bff-client/search';
import { definitionSchema, listSchema } from '../answers/self-contained';
import { clientError, type BffEndpoint } from '../endpoint';
import type { SearchIndexName } from './entries';
import type { SearchService } from './service';

const DEFAULT_LIMIT = 9;
const MAX_LIMIT = 50;

type AnyQuery = NewsSearchQuery & PublicationSearchQuery & AgencySearchQuery;

/** A blank value is no filter. */
function filled(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/** Results per page: 9 unless asked, brought within 1 to 50. */
function clampLimit(limit: number | undefined): number {
  return Math.min(MAX_LIMIT, Math.max(1, limit ?? DEFAULT_LIMIT));
}

const ANSWER_DEFINITIONS: Record<SearchIndexName, string> = {
  news: 'newsAnswer',
  publications: 'publicationAnswer',
  agency: 'agencyAnswer',
};
const SUMMARIES: Record<SearchIndexName, string> = {
  news: 'One page of the news articles matching the text and filters, newest first, with the excerpt around the match.',
  publications: 'One page of the publications matching the text and filters, with their files.',
  agency: 'One page of the agencies matching a name or a city.',
};

function searchEndpoint(kind: SearchIndexName, querySchema: Record<string, unknown>, service: SearchService): BffEndpoint<AnyQuery> {
  return {
    path: SEARCH_PATHS[kind],
    querySchema,
    summary: SUMMARIES[kind],
    answerSchema: definitionSchema(searchAnswersSchema, ANSWER_DEFINITIONS[kind]),
    async answer(query) {
      await service.refresh();
      const selects: Record<string, string> = {};
      for (const key of SEARCH_FIELDS[kind].selects) {
        const value = filled(query[key as keyof AnyQuery] as string | undefined);
        if (value !== undefined) selects[key] = value;
      }
      const from = filled(query.from);
      const to = filled(query.to);
      // Each day is checked by the schema; only their order is left to check here.
      if (from && to && from > to) throw clientError(400, `querystring/from (${from}) must not be after querystring/to (${to})`);
      const { items, count } = await service.index.search({
        kind,
        locale: query.locale ?? 'fr',
        name: filled(query.name),
        city: filled(query.city),
        selects,
        from,
        to,
        page: query.page ?? 1,
        limit: clampLimit(query.limit),
      });
      return { data: items, meta: { count } };
    },
  };
}

/** The search form of an index: its text fields, then its selects with the values found in the index. */
function filtersEndpoint(service: SearchService): BffEndpoint<SearchFiltersQuery> {
  return {
    path: SEARCH_PATHS.filters,
    querySchema: filtersQuerySchema,
    summary: 'The filters of a search form: its text fields, then its selects with the values found in the index.',
    answerSchema: listSchema(searchFilterSchema),
    async answer({ index, locale = 'fr' }): Promise<SearchFilter[]> {
      await service.refresh();
      const values = await service.index.facetValues(index, locale);
      const { text, selects } = SEARCH_FIELDS[index];
      return [
        ...text.map((key) => ({ filter_key: key, filter_data: [], id: `${index}-${key}`, value: '' })),
        ...selects.map((key) => ({
          filter_key: key,
          filter_data: (values[key] ?? []).map((value) => ({ filter_id: value, filter_label: value })),
          id: `${index}-${key}`,
          value: '',
        })),
      ];
    },
  };
}

/** The news and agency searches, the publications listing and the search forms' filters. */
export function searchEndpoints(service: SearchService): BffEndpoint[] {
  return [
    searchEndpoint('news', newsQuerySchema, service),
    searchEndpoint('publications', publicationQuerySchema, service),
    searchEndpoint('agency', agencyQuerySchema, service),
    filtersEndpoint(service),
  ];
}
