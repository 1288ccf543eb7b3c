import { defineBlock } from '../../engine/definition';
import type { WebformBlock } from '../../schemas/generated/blocks/webform-block';
import schema from '../../schemas/blocks/webform-block.schema.json';

export default defineBlock<WebformBlock>({
  type: 'webform-block',
  schema,
  // Forms need JavaScript for #states, validation and submission, and are the reason their page
  // is visited: hydrate at once, so nothing typed before hydration is lost.
  hydrate: 'load',
  load: () => import('./Renderer'),
});
