import { defineBlock } from '@quai/engine/definition';
import type { GiftcardTunnelBlock } from '../../schemas/generated/blocks/giftcard-tunnel';
import schema from '../../schemas/blocks/giftcard-tunnel.schema.json';

export default defineBlock<GiftcardTunnelBlock>({
  type: 'giftcard-tunnel',
  schema,
  // The catalogue, the purchase in progress and its return live in the browser.
  hydrate: 'load',
  messageGroups: ['editorial', 'giftcard', 'dates'],
  load: () => import('./Renderer'),
});
