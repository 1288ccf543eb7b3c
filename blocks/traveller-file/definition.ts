import { defineBlock } from '@quai/engine/definition';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';
import schema from '../../schemas/blocks/traveller-file.schema.json';
import { travellerFileServerData } from './server-data';

export default defineBlock<TravellerFileBlock>({
  type: 'traveller-file',
  schema,
  // The lookup posts without JavaScript, and hydrates at once: arriving there forgets the tickets
  // kept on the device (an ended session lands there). The tickets' codes, PDFs, journey toggle
  // and carousel wait for the visitor: their saving for use offline starts without React
  // (offline/tickets-on-page.ts, with the files the block will need listed by keptOffline).
  hydrate: (node) => (node.screen === 'tickets' ? 'interaction' : 'load'),
  keptOffline: true,
  messageGroups: ['booking', 'editorial'],
  load: () => import('./Renderer'),
  serverData: travellerFileServerData,
});
