import { defineBlock } from '@quai/engine/definition';
import type { SliderBlock } from '../../schemas/generated/blocks/slider';
import schema from '../../schemas/blocks/slider.schema.json';

export default defineBlock<SliderBlock>({
  type: 'slider',
  schema,
  // Arrows, anchors and deep links need JavaScript; without it the row scrolls by hand.
  hydrate: 'load',
  messageGroups: ['catalogue'],
  load: () => import('./Renderer'),
});
