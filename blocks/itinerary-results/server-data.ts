import { bffKeys } from '../../adapters/bff/keys';
import { answerOnServer, type BffAnswers } from '../../adapters/bff/server-answers';
import type { ServerDataContext } from '../../engine/definition';
import { modesFromParam } from '../_rail/modes';
import { searchFromParams } from '../_rail/search-params';
import { firstPageQuery } from './itineraries-query';

/** The first page of the search in the URL, as the block asks for it in the browser; nothing without a search. */
export async function itineraryResultsServerData(_node: unknown, context: ServerDataContext): Promise<BffAnswers | undefined> {
  const params = new URLSearchParams(context.request.search);
  const search = searchFromParams(params);
  if (!search) return undefined;
  return answerOnServer(context, [bffKeys.itineraries(firstPageQuery(search, context.locale, modesFromParam(params.get('modes'))))]);
}
