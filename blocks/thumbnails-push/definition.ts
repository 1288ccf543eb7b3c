import { defineBlock } from '@quai/engine/definition';
import type { ThumbnailsPushBlock } from '../../schemas/generated/blocks/thumbnails-push';
import schema from '../../schemas/blocks/thumbnails-push.schema.json';

export default defineBlock<ThumbnailsPushBlock>({
  type: 'thumbnails-push',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
