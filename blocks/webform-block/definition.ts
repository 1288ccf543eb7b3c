import { defineBlock } from '../../engine/definition';
import type { WebformBlock } from '../../schemas/generated/blocks/webform-block';
import schema from '../../schemas/blocks/webform-block.schema.json';

export default defineBlock<WebformBlock>({
  type: 'webform-block',
  schema,
  // Forms need JavaScript for #states, validation and submission; hydrate when in view.
  hydrate: 'visible',
  load: () => import('./Renderer'),
});
