import { defineBlock } from '@quai/engine/definition';
import type { TaskTilesBlock } from '../../schemas/generated/blocks/task-tiles';
import schema from '../../schemas/blocks/task-tiles.schema.json';

export default defineBlock<TaskTilesBlock>({
  type: 'task-tiles',
  schema,
  // 'none' ships no JavaScript; use 'load', 'visible', 'idle' or 'interaction' if the block needs the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
});
