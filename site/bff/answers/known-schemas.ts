import commonSchema from '../../../schemas/common.schema.json';
import apiErrorSchema from '../../../schemas/api/api-error.schema.json';
import giftCardAnswersSchema from '../../../schemas/api/giftcard-answers.schema.json';
import bookingSchema from '../../../schemas/api/booking.schema.json';
import journeyCommonSchema from '../../../schemas/api/journey-common.schema.json';
import searchAnswersSchema from '../../../schemas/api/search-answers.schema.json';
import searchCommonSchema from '../../../schemas/api/search-common.schema.json';
import agencySchema from '../../../schemas/search/agency.schema.json';
import newsArticleSchema from '../../../schemas/search/news-article.schema.json';
import publicationSchema from '../../../schemas/search/publication.schema.json';
import crisisSchema from '../../../schemas/shell/crisis.schema.json';

/**
 * The schemas other answer schemas point into with `$ref`, by `$id`: the answers of the API are
 * made self-contained from them (see `selfContained`).
 */
export const REFERENCED_SCHEMAS: readonly object[] = [
  commonSchema,
  apiErrorSchema,
  giftCardAnswersSchema,
  bookingSchema,
  journeyCommonSchema,
  searchAnswersSchema,
  searchCommonSchema,
  agencySchema,
  newsArticleSchema,
  publicationSchema,
  crisisSchema,
];
