import { defineBlock } from '@quai/engine/definition';
import type { GiftcardNeedHelpBlock } from '../../schemas/generated/blocks/giftcard-need-help';
import schema from '../../schemas/blocks/giftcard-need-help.schema.json';

export default defineBlock<GiftcardNeedHelpBlock>({
  type: 'giftcard-need-help',
  schema,
  // The dialogs, their captcha and their calls need JavaScript.
  hydrate: 'visible',
  messageGroups: ['editorial', 'giftcard', 'dates'],
  load: () => import('./Renderer'),
});
