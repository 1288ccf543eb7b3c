import { defineBlock } from '@quai/engine/definition';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import schema from '../../schemas/blocks/itinerary-search.schema.json';
import { itinerarySearchServerData } from './server-data';

export default defineBlock<ItinerarySearchBlock>({
  type: 'itinerary-search',
  schema,
  // Hydrated on load, not on first use: text typed in the very instant the form is first focused
  // was still lost in about one load out of four with 'interaction' (the early-edit replay does
  // not catch it yet), and a visitor's typing must never be lost.
  hydrate: 'load',
  load: () => import('./Renderer'),
  serverData: itinerarySearchServerData,
});
