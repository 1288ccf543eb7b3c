import { defineBlock } from '@quai/engine/definition';
import type { CardCarouselBlock } from '../../schemas/generated/blocks/card-carousel';
import schema from '../../schemas/blocks/card-carousel.schema.json';

export default defineBlock<CardCarouselBlock>({
  type: 'card-carousel',
  schema,
  // Arrows and autoplay need JavaScript; without it the cards stay a scrollable row.
  hydrate: 'visible',
  messageGroups: ['editorial'],
  load: () => import('./Renderer'),
});
