import { defineBlock } from '@quai/engine/definition';
import type { WidgetBlock } from '../../schemas/generated/blocks/widget';
import schema from '../../schemas/blocks/widget.schema.json';

export default defineBlock<WidgetBlock>({
  type: 'widget',
  schema,
  // The scripts are added from the browser, which is where a failed load can be noticed and logged.
  hydrate: 'load',
  messageGroups: ['catalogue'],
  load: () => import('./Renderer'),
});
