import { defineBlock } from '@quai/engine/definition';
import type { PromoCardBlock } from '../../schemas/generated/blocks/promo-card';
import schema from '../../schemas/blocks/promo-card.schema.json';

export default defineBlock<PromoCardBlock>({
  type: 'promo-card',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
