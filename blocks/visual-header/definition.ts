import { defineBlock } from '@quai/engine/definition';
import type { VisualHeaderBlock } from '../../schemas/generated/blocks/visual-header';
import schema from '../../schemas/blocks/visual-header.schema.json';

export default defineBlock<VisualHeaderBlock>({
  type: 'visual-header',
  schema,
  // The carousel's autoplay and controls need JavaScript; the first slide reads without it.
  hydrate: 'visible',
  messageGroups: ['blocks'],
  load: () => import('./Renderer'),
});
