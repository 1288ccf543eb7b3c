import { defineBlock } from '@quai/engine/definition';
import type { LinkGroupBlock } from '../../schemas/generated/blocks/link-group';
import schema from '../../schemas/blocks/link-group.schema.json';

export default defineBlock<LinkGroupBlock>({
  type: 'link-group',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
