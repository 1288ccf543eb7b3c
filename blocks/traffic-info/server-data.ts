import { answerOnServer, type BffAnswers } from '../../adapters/bff-client/server-answers';
import { serverDataStep } from '@quai/engine/definition';
import type { TrafficInfoBlock } from '../../schemas/generated/blocks/traffic-info';
import { trafficKey, viewFromQuery, viewQuery } from './traffic-view';

/** The messages of the tab in the URL, so the chosen view is in the server HTML (and readable without JavaScript). */
export const trafficInfoServerData = serverDataStep(
  { services: ['bff'] },
  async (node: TrafficInfoBlock, context): Promise<{ answers: BffAnswers }> => {
    const { tab } = viewFromQuery(node, viewQuery(context.request.search));
    return { answers: await answerOnServer(context, [trafficKey(tab.perimeter, context.locale)]) };
  },
);
