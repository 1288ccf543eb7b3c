import { defineBlock } from '@quai/engine/definition';
import type { SiteMapBlock } from '../../schemas/generated/blocks/site-map';
import schema from '../../schemas/blocks/site-map.schema.json';
import { siteMapServerData } from '../../domain/site-map/site-map-source';

export default defineBlock<SiteMapBlock>({
  type: 'site-map',
  schema,
  // Lists of links: nothing to do in the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
  serverData: siteMapServerData,
});
