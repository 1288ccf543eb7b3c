import { defineBlock } from '../../engine/definition';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';
import schema from '../../schemas/blocks/traveller-file.schema.json';

export default defineBlock<TravellerFileBlock>({
  type: 'traveller-file',
  schema,
  // 'none' ships no JavaScript; use 'load', 'visible' or 'idle' if the block needs the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
});
