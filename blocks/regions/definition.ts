import { defineBlock } from '@quai/engine/definition';
import type { RegionsBlock } from '../../schemas/generated/blocks/regions';
import schema from '../../schemas/blocks/regions.schema.json';

export default defineBlock<RegionsBlock>({
  type: 'regions',
  schema,
  // The Carte/Liste tabs need JavaScript; the map links work from the server HTML alone.
  hydrate: 'visible',
  messageGroups: ['catalogue'],
  load: () => import('./Renderer'),
});
