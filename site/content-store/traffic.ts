import type { EditorialTrafficMessage } from '../../schemas/generated/traffic/traffic-message';
import trafficMessageSchema from '../../schemas/traffic/traffic-message.schema.json';
import { firstOfEachId, type CollectionDefinition } from './collection';

/** Traffic messages written by the editorial team (site/content/traffic/), one document per message with its translations. */
export const trafficCollection: CollectionDefinition<EditorialTrafficMessage> = {
  name: 'traffic',
  schema: trafficMessageSchema,
  check: firstOfEachId('traffic message'),
};
