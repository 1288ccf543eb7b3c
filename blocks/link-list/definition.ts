import { defineBlock } from '@quai/engine/definition';
import type { LinkListBlock } from '../../schemas/generated/blocks/link-list';
import schema from '../../schemas/blocks/link-list.schema.json';

export default defineBlock<LinkListBlock>({
  type: 'link-list',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
