import { defineBlock } from '@quai/engine/definition';
import type { GiftcardConfirmationBlock } from '../../schemas/generated/blocks/giftcard-confirmation';
import schema from '../../schemas/blocks/giftcard-confirmation.schema.json';

export default defineBlock<GiftcardConfirmationBlock>({
  type: 'giftcard-confirmation',
  schema,
  // Finalising reads the key and keeps the purchase in the browser's storage: JavaScript.
  hydrate: 'load',
  messageGroups: ['giftcard'],
  load: () => import('./Renderer'),
});
