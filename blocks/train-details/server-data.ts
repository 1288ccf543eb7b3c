import { answerOnServer, type BffAnswers } from '../../adapters/bff-client/server-answers';
import { serverDataStep } from '@quai/engine/definition';
import { trainDetailsKey, trainQueryFromParams } from './train-query';

/** The train of the URL, as the block asks for it in the browser; nothing without a date and a number. */
export const trainDetailsServerData = serverDataStep(
  { services: ['bff'] },
  async (_node: unknown, context): Promise<BffAnswers | undefined> => {
    const query = trainQueryFromParams(new URLSearchParams(context.request.search));
    return query ? answerOnServer(context, [trainDetailsKey(query, context.locale)]) : undefined;
  },
);
