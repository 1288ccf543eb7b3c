import { defineBlock } from '../../engine/definition';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import schema from '../../schemas/blocks/itinerary-search.schema.json';

export default defineBlock<ItinerarySearchBlock>({
  type: 'itinerary-search',
  schema,
  // The server HTML shows the whole form; the autocomplete and date fields (the heaviest code
  // of the journey screens) load when the visitor reaches for the form, not to show results.
  hydrate: 'interaction',
  load: () => import('./Renderer'),
});
