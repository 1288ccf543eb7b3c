import { defineBlock } from '@quai/engine/definition';
import type { SectionCardsBlock } from '../../schemas/generated/blocks/section-cards';
import schema from '../../schemas/blocks/section-cards.schema.json';
import { sectionServerData } from '../../domain/site-map/site-map-source';

export default defineBlock<SectionCardsBlock>({
  type: 'section-cards',
  schema,
  // Links only: nothing to do in the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
  serverData: sectionServerData,
});
