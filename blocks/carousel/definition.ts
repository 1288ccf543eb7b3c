import { defineBlock } from '@quai/engine/definition';
import type { CarouselBlock } from '../../schemas/generated/blocks/carousel';
import schema from '../../schemas/blocks/carousel.schema.json';

export default defineBlock<CarouselBlock>({
  type: 'carousel',
  schema,
  // Tabs need JavaScript; without it the first tab's items show.
  hydrate: 'visible',
  load: () => import('./Renderer'),
});
