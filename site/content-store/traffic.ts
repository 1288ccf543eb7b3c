import type { EditorialTrafficMessage } from '../../schemas/generated/traffic/traffic-message';
import trafficMessageSchema from '../../schemas/traffic/traffic-message.schema.json';
import type { CollectionDefinition } from './collection';

/** Traffic messages written by the editorial team (site/content/traffic/), one document per message with its translations. */
export const trafficCollection: CollectionDefinition<EditorialTrafficMessage> = {
  name: 'traffic',
  schema: trafficMessageSchema,
  check(documents, problems) {
    const seen = new Map<string, string>();
    return documents.filter(({ origin, value }) => {
      const other = seen.get(value.id);
      if (other) problems.push({ file: origin, pointer: '/id', reason: `traffic message "${value.id}" is already defined by ${other}` });
      else seen.set(value.id, origin);
      return !other;
    });
  },
};
