import { defineBlock } from '@quai/engine/definition';
import type { KeyFiguresBlock } from '../../schemas/generated/blocks/key-figures';
import schema from '../../schemas/blocks/key-figures.schema.json';

export default defineBlock<KeyFiguresBlock>({
  type: 'key-figures',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
