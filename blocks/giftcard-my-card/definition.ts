import { defineBlock } from '@quai/engine/definition';
import type { GiftcardMyCardBlock } from '../../schemas/generated/blocks/giftcard-my-card';
import schema from '../../schemas/blocks/giftcard-my-card.schema.json';

export default defineBlock<GiftcardMyCardBlock>({
  type: 'giftcard-my-card',
  schema,
  // The lookup posts the card number as JSON: a page URL would put it in logs and history.
  hydrate: 'visible',
  messageGroups: ['editorial', 'giftcard', 'dates'],
  load: () => import('./Renderer'),
});
