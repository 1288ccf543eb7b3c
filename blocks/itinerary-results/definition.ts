import { defineBlock } from '../../engine/definition';
import type { ItineraryResultsBlock } from '../../schemas/generated/blocks/itinerary-results';
import schema from '../../schemas/blocks/itinerary-results.schema.json';

export default defineBlock<ItineraryResultsBlock>({
  type: 'itinerary-results',
  schema,
  // Results are fetched in the browser from the query string: hydrate at once.
  hydrate: 'load',
  load: () => import('./Renderer'),
});
