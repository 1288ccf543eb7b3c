import { defineBlock } from '@quai/engine/definition';
import type { BannerBlock } from '../../schemas/generated/blocks/banner';
import schema from '../../schemas/blocks/banner.schema.json';

export default defineBlock<BannerBlock>({
  type: 'banner',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
