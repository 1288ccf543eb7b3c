import { defineBlock } from '../../engine/definition';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';
import schema from '../../schemas/blocks/station-departures.schema.json';

export default defineBlock<StationDeparturesBlock>({
  type: 'station-departures',
  schema,
  // Departures are live: fetched in the browser when the board comes into view.
  hydrate: 'visible',
  load: () => import('./Renderer'),
});
