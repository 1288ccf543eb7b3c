import { serverDataStep } from '@quai/engine/definition';
import { answerOnServer } from '../../adapters/bff-client/server-answers';
import { searchKeys } from '../../adapters/bff-client/search';
import type { LatestNewsBlock } from '../../schemas/generated/blocks/latest-news';
import type { NewsSearchAnswer, NewsSearchItem } from '../../schemas/generated/api/search-answers';

const DEFAULT_COUNT = 3;

/** The newest articles of the page's locale: the news search's first page without a filter (newest first). */
export const latestNewsServerData = serverDataStep(
  { services: ['bff'] },
  async (node: LatestNewsBlock, context): Promise<{ articles: NewsSearchItem[] }> => {
    const key = searchKeys.results('news', { page: '1', limit: String(node.count ?? DEFAULT_COUNT), locale: context.locale });
    const answers = await answerOnServer(context, [key]);
    const [answer] = Object.values(answers) as [NewsSearchAnswer];
    return { articles: answer.data };
  },
);
