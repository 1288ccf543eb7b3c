import { defineBlock } from '@quai/engine/definition';
import type { AppStorePromoBlock } from '../../schemas/generated/blocks/app-store-promo';
import schema from '../../schemas/blocks/app-store-promo.schema.json';

export default defineBlock<AppStorePromoBlock>({
  type: 'app-store-promo',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
