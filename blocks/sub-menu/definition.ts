import { defineBlock } from '@quai/engine/definition';
import type { SubMenuBlock } from '../../schemas/generated/blocks/sub-menu';
import schema from '../../schemas/blocks/sub-menu.schema.json';

export default defineBlock<SubMenuBlock>({
  type: 'sub-menu',
  schema,
  // The scroll buttons need JavaScript; without it the row still scrolls natively.
  hydrate: 'visible',
  messageGroups: ['blocks'],
  load: () => import('./Renderer'),
});
