import { defineBlock } from '@quai/engine/definition';
import type { DiaporamaBlock } from '../../schemas/generated/blocks/diaporama';
import schema from '../../schemas/blocks/diaporama.schema.json';

export default defineBlock<DiaporamaBlock>({
  type: 'diaporama',
  schema,
  // Arrows, counter and autoplay need JavaScript; without it the slides stay a scrollable row.
  hydrate: 'visible',
  messageGroups: ['editorial'],
  load: () => import('./Renderer'),
});
