import { answerOnServer } from '../../adapters/bff-client/server-answers';
import { serverDataStep } from '@quai/engine/definition';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';
import { boardKey, boardStation, type BoardServerData } from './board-query';

/** The departures from now, as the board asks for them in the browser; nothing without a station. */
export const stationDeparturesServerData = serverDataStep(
  { services: ['bff'] },
  async (node: StationDeparturesBlock, context): Promise<BoardServerData | undefined> => {
    const station = boardStation(node, new URLSearchParams(context.request.search));
    if (!station) return undefined;
    const now = new Date().toISOString();
    return { now, answers: await answerOnServer(context, [boardKey(station, now, context.locale)]) };
  },
);
