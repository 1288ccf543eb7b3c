import { defineBlock } from '@quai/engine/definition';
import type { ItineraryResultsBlock } from '../../schemas/generated/blocks/itinerary-results';
import schema from '../../schemas/blocks/itinerary-results.schema.json';
import { itineraryResultsServerData } from './server-data';

export default defineBlock<ItineraryResultsBlock>({
  type: 'itinerary-results',
  schema,
  // The first page comes with the server HTML; paging, filters and details need the browser at once.
  hydrate: 'load',
  messageGroups: ['miv', 'rail'],
  load: () => import('./Renderer'),
  serverData: itineraryResultsServerData,
});
