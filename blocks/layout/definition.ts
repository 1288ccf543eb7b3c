import { defineBlock } from '@quai/engine/definition';
import type { LayoutBlock } from '../../schemas/generated/blocks/layout';
import schema from '../../schemas/blocks/layout.schema.json';

export default defineBlock<LayoutBlock>({
  type: 'layout',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
