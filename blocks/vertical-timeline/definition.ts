import { defineBlock } from '@quai/engine/definition';
import type { VerticalTimelineBlock } from '../../schemas/generated/blocks/vertical-timeline';
import schema from '../../schemas/blocks/vertical-timeline.schema.json';

export default defineBlock<VerticalTimelineBlock>({
  type: 'vertical-timeline',
  schema,
  // The show-more button needs JavaScript; hydrate when the timeline comes into view.
  hydrate: 'visible',
  messageGroups: ['blocks'],
  load: () => import('./Renderer'),
});
