import { answerOnServer, type BffAnswers } from '../../adapters/bff-client/server-answers';
import type { ServerDataContext } from '@quai/engine/definition';
import { trainDetailsKey, trainQueryFromParams } from './train-query';

/** The train of the URL, as the block asks for it in the browser; nothing without a date and a number. */
export async function trainDetailsServerData(_node: unknown, context: ServerDataContext): Promise<BffAnswers | undefined> {
  const query = trainQueryFromParams(new URLSearchParams(context.request.search));
  return query ? answerOnServer(context, [trainDetailsKey(query, context.locale)]) : undefined;
}
