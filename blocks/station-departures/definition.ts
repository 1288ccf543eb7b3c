import { defineBlock } from '@quai/engine/definition';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';
import schema from '../../schemas/blocks/station-departures.schema.json';
import { stationDeparturesServerData } from './server-data';

export default defineBlock<StationDeparturesBlock>({
  type: 'station-departures',
  schema,
  // The departures come with the server HTML; the island hydrates when the board comes into view.
  hydrate: 'visible',
  messageGroups: ['rail', 'station'],
  load: () => import('./Renderer'),
  serverData: stationDeparturesServerData,
});
