import { defineBlock } from '@quai/engine/definition';
import type { IndicatorFilterBlock } from '../../schemas/generated/blocks/indicator-filter';
import schema from '../../schemas/blocks/indicator-filter.schema.json';

export default defineBlock<IndicatorFilterBlock>({
  type: 'indicator-filter',
  schema,
  // Tabs, dropdowns and the shared filter state need JavaScript.
  hydrate: 'visible',
  messageGroups: ['catalogue', 'miv'],
  load: () => import('./Renderer'),
});
