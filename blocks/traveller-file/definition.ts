import { defineBlock } from '@quai/engine/definition';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';
import schema from '../../schemas/blocks/traveller-file.schema.json';
import { travellerFileServerData } from './server-data';

export default defineBlock<TravellerFileBlock>({
  type: 'traveller-file',
  schema,
  // The lookup posts without JavaScript; codes, PDFs, the journey toggle and the carousel need the browser.
  hydrate: 'load',
  messageGroups: ['booking', 'editorial'],
  load: () => import('./Renderer'),
  serverData: travellerFileServerData,
});
