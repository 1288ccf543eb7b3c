import type { AgencyDocument } from '../../schemas/generated/search/agency';
import type { NewsArticleDocument } from '../../schemas/generated/search/news-article';
import type { PublicationDocument } from '../../schemas/generated/search/publication';
import agencySchema from '../../schemas/search/agency.schema.json';
import newsArticleSchema from '../../schemas/search/news-article.schema.json';
import publicationSchema from '../../schemas/search/publication.schema.json';
import type { CollectionDefinition } from './collection';

/** The content the searches index: one document per item and locale, translations sharing an id. */
function searchableCollection<T extends { id: string; locale: string }>(
  name: string,
  schema: CollectionDefinition['schema'],
  label: string,
): CollectionDefinition<T> {
  return {
    name,
    schema,
    check(documents, problems) {
      const seen = new Map<string, string>();
      return documents.filter(({ origin, value }) => {
        const key = `${value.locale}/${value.id}`;
        const other = seen.get(key);
        if (other)
          problems.push({
            file: origin,
            pointer: '/id',
            reason: `${label} "${value.id}" in "${value.locale}" is already defined by ${other}`,
          });
        else seen.set(key, origin);
        return !other;
      });
    },
  };
}

export const newsCollection = searchableCollection<NewsArticleDocument>('news', newsArticleSchema, 'news article');
export const publicationsCollection = searchableCollection<PublicationDocument>('publications', publicationSchema, 'publication');
export const agenciesCollection = searchableCollection<AgencyDocument>('agencies', agencySchema, 'agency');
export const searchCollections = [newsCollection, publicationsCollection, agenciesCollection];
