import { defineBlock } from '@quai/engine/definition';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import schema from '../../schemas/blocks/itinerary-search.schema.json';
import { itinerarySearchServerData } from './server-data';

export default defineBlock<ItinerarySearchBlock>({
  type: 'itinerary-search',
  schema,
  // The server HTML is a working form; the autocomplete and date fields (the heaviest code of
  // the journey screens) load when the visitor reaches for the form, not to show the page.
  hydrate: 'interaction',
  load: () => import('./Renderer'),
  serverData: itinerarySearchServerData,
});
