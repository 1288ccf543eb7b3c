import { defineBlock } from '@quai/engine/definition';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import schema from '../../schemas/blocks/itinerary-search.schema.json';
import { itinerarySearchServerData } from './server-data';

export default defineBlock<ItinerarySearchBlock>({
  type: 'itinerary-search',
  schema,
  // The station autocomplete and the date fields need JavaScript as soon as the page shows.
  hydrate: 'load',
  load: () => import('./Renderer'),
  serverData: itinerarySearchServerData,
});
