import { defineBlock } from '@quai/engine/definition';
import type { TrafficInfoBlock } from '../../schemas/generated/blocks/traffic-info';
import schema from '../../schemas/blocks/traffic-info.schema.json';
import { trafficInfoServerData } from './server-data';

export default defineBlock<TrafficInfoBlock>({
  type: 'traffic-info',
  schema,
  // Rendered with its data on the server; the island adds tabs by keyboard, the drawer and the minute refresh.
  hydrate: 'load',
  messageGroups: ['traffic'],
  load: () => import('./Renderer'),
  serverData: trafficInfoServerData,
});
