import type { SearchName } from '../../../adapters/bff-client/search';
import type { AgencySearchItem, PublicationSearchItem } from '../../../schemas/generated/api/search-answers';
import type { AgencyDocument } from '../../../schemas/generated/search/agency';
import type { NewsArticleDocument } from '../../../schemas/generated/search/news-article';
import type { PublicationDocument } from '../../../schemas/generated/search/publication';
import type { LoadedDocument } from '../../content-store/collection';
import type { ContentStore } from '../../content-store/store';
import { agenciesCollection, newsCollection, publicationsCollection } from '../../content-store/search';

/** The three searches; `publications` is a listing with the same filters and paging. */
export type SearchIndexName = SearchName;

/** What one content document puts in the index. */
export interface IndexEntry {
  kind: SearchIndexName;
  locale: string;
  docId: string;
  /** Searched and weighted first. */
  title: string;
  /** Searched, and quoted in the excerpt. */
  body: string;
  /** Searched alone by the city filter (agencies). */
  city: string;
  /** Order without a text query: newest first for news and publications, by name for agencies. */
  sortKey: string;
  /** The select filters' values: facet name → values. */
  facets: Record<string, string[]>;
  /** The answer item without its excerpt. */
  payload: object;
}

export function newsEntry({ body, locale, ...article }: NewsArticleDocument): IndexEntry {
  return {
    kind: 'news',
    locale,
    docId: article.id,
    title: article.title,
    body,
    city: '',
    sortKey: article.publishOn,
    facets: { taxonomy: article.taxonomies },
    payload: article,
  };
}

function publicationEntry({ id, locale, ...publication }: PublicationDocument): IndexEntry {
  const { category, region, transporter } = publication.categories;
  const payload: Omit<PublicationSearchItem, 'excerpt'> = publication;
  return {
    kind: 'publications',
    locale,
    docId: id,
    title: publication.title,
    body: publication.intro,
    city: '',
    sortKey: publication.publicationDate,
    facets: { category: [category], region: [region], transporter: [transporter] },
    payload,
  };
}

function agencyEntry({ locale, ...agency }: AgencyDocument): IndexEntry {
  const payload: AgencySearchItem = agency;
  return {
    kind: 'agency',
    locale,
    docId: agency.id,
    title: agency.name,
    body: `${agency.address} ${agency.postalCode} ${agency.city}`,
    city: agency.city,
    sortKey: agency.name.toLowerCase(),
    facets: {},
    payload,
  };
}

/** Every searchable document of the content, as index entries. */
export function indexEntries(content: Pick<ContentStore, 'documents'>): IndexEntry[] {
  const values = <T>(documents: Array<LoadedDocument<T>>) => documents.map(({ value }) => value);
  return [
    ...values(content.documents<NewsArticleDocument>(newsCollection.name)).map(newsEntry),
    ...values(content.documents<PublicationDocument>(publicationsCollection.name)).map(publicationEntry),
    ...values(content.documents<AgencyDocument>(agenciesCollection.name)).map(agencyEntry),
  ];
}
