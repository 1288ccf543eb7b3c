import { defineBlock } from '@quai/engine/definition';
import type { TrainDetailsBlock } from '../../schemas/generated/blocks/train-details';
import schema from '../../schemas/blocks/train-details.schema.json';
import { trainDetailsServerData } from './server-data';

export default defineBlock<TrainDetailsBlock>({
  type: 'train-details',
  schema,
  // The train comes with the server HTML; the composition opens in a dialog, which needs the browser.
  hydrate: 'load',
  // Saved with the tickets of its travels, to open offline (site/client/ticket-worker/keep-tickets.ts).
  keptOffline: true,
  messageGroups: ['miv', 'rail', 'train'],
  load: () => import('./Renderer'),
  serverData: trainDetailsServerData,
});
