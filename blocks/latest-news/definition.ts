import { defineBlock } from '@quai/engine/definition';
import type { LatestNewsBlock } from '../../schemas/generated/blocks/latest-news';
import schema from '../../schemas/blocks/latest-news.schema.json';
import { latestNewsServerData } from './server-data';

export default defineBlock<LatestNewsBlock>({
  type: 'latest-news',
  schema,
  // The articles come with the page's HTML: cards and links need no JavaScript.
  hydrate: 'none',
  load: () => import('./Renderer'),
  serverData: latestNewsServerData,
});
