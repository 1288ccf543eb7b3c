import { defineBlock } from '@quai/engine/definition';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import schema from '../../schemas/blocks/itinerary-search.schema.json';
import { itinerarySearchServerData } from './server-data';

export default defineBlock<ItinerarySearchBlock>({
  type: 'itinerary-search',
  schema,
  // Hydrated on first use: until then the server's plain GET form works, and the date and
  // combo-box code (about 80 kB gzip) is not fetched to show the home or results page. What the
  // visitor types meanwhile reaches the form (engine/replay-early-edits.ts).
  hydrate: 'interaction',
  messageGroups: ['commons', 'miv', 'dates'],
  load: () => import('./Renderer'),
  serverData: itinerarySearchServerData,
});
