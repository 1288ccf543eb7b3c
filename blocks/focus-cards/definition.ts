import { defineBlock } from '@quai/engine/definition';
import type { FocusCardsBlock } from '../../schemas/generated/blocks/focus-cards';
import schema from '../../schemas/blocks/focus-cards.schema.json';

export default defineBlock<FocusCardsBlock>({
  type: 'focus-cards',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
