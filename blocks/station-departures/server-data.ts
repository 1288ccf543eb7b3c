import { answerOnServer } from '../../adapters/bff-client/server-answers';
import type { ServerDataContext } from '@quai/engine/definition';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';
import { boardKey, boardStation, type BoardServerData } from './board-query';

/** The departures from now, as the board asks for them in the browser; nothing without a station. */
export async function stationDeparturesServerData(
  node: StationDeparturesBlock,
  context: ServerDataContext,
): Promise<BoardServerData | undefined> {
  const station = boardStation(node, new URLSearchParams(context.request.search));
  if (!station) return undefined;
  const now = new Date().toISOString();
  return { now, answers: await answerOnServer(context, [boardKey(station, now, context.locale)]) };
}
