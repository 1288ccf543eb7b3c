import { defineBlock } from '@quai/engine/definition';
import type { CrisisTimelineBlock } from '../../schemas/generated/blocks/crisis-timeline';
import schema from '../../schemas/blocks/crisis-timeline.schema.json';

export default defineBlock<CrisisTimelineBlock>({
  type: 'crisis-timeline',
  schema,
  // The show-more button needs JavaScript; hydrate when the timeline comes into view.
  hydrate: 'visible',
  messageGroups: ['editorial'],
  load: () => import('./Renderer'),
});
