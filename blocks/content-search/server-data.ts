import { answerOnServer, type BffAnswers } from '../../adapters/bff-client/server-answers';
import { searchKeys } from '../../adapters/bff-client/search';
import { serverDataStep } from '@quai/engine/definition';
import type { ContentSearchBlock } from '../../schemas/generated/blocks/content-search';
import { resultsKey, stateFromQuery } from './search-state';

export const DEFAULT_LIMIT = 9;

/** The search form's options and the page of results the address asks for, rendered with the page. */
export const contentSearchServerData = serverDataStep(
  { services: ['bff'] },
  async (node: ContentSearchBlock, context): Promise<{ answers: BffAnswers }> => {
    const state = stateFromQuery(node.index, new URLSearchParams(context.request.search));
    const keys = [
      resultsKey(node.index, state, node.limit ?? DEFAULT_LIMIT, context.locale),
      searchKeys.filters(node.index, context.locale),
    ];
    return { answers: await answerOnServer(context, keys) };
  },
);
