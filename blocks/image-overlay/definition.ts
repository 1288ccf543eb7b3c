import { defineBlock } from '@quai/engine/definition';
import type { ImageOverlayBlock } from '../../schemas/generated/blocks/image-overlay';
import schema from '../../schemas/blocks/image-overlay.schema.json';

export default defineBlock<ImageOverlayBlock>({
  type: 'image-overlay',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
