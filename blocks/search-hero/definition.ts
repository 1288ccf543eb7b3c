import { defineBlock } from '@quai/engine/definition';
import type { SearchHeroBlock } from '../../schemas/generated/blocks/search-hero';
import schema from '../../schemas/blocks/search-hero.schema.json';

export default defineBlock<SearchHeroBlock>({
  type: 'search-hero',
  schema,
  // 'none' ships no JavaScript; use 'load', 'visible', 'idle' or 'interaction' if the block needs the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
});
