import { defineBlock } from '@quai/engine/definition';
import type { ThreeColumnBlock } from '../../schemas/generated/blocks/three-column';
import schema from '../../schemas/blocks/three-column.schema.json';

export default defineBlock<ThreeColumnBlock>({
  type: 'three-column',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
