import { defineBlock } from '../../engine/definition';
import type { TrafficInfoBlock } from '../../schemas/generated/blocks/traffic-info';
import schema from '../../schemas/blocks/traffic-info.schema.json';

export default defineBlock<TrafficInfoBlock>({
  type: 'traffic-info',
  schema,
  // 'none' ships no JavaScript; use 'load', 'visible' or 'idle' if the block needs the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
});
