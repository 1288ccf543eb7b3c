import { defineBlock } from '@quai/engine/definition';
import type { ItineraryResultsBlock } from '../../schemas/generated/blocks/itinerary-results';
import schema from '../../schemas/blocks/itinerary-results.schema.json';
import { itineraryResultsServerData } from './server-data';

export default defineBlock<ItineraryResultsBlock>({
  type: 'itinerary-results',
  schema,
  // The first page comes with the server HTML, its buttons too: the island hydrates when the
  // visitor comes to it, and a press made before is given again once it has (early presses).
  hydrate: 'interaction',
  messageGroups: ['miv', 'rail'],
  load: () => import('./Renderer'),
  serverData: itineraryResultsServerData,
});
