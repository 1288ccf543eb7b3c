import { defineBlock } from '@quai/engine/definition';
import type { ContentSearchBlock } from '../../schemas/generated/blocks/content-search';
import schema from '../../schemas/blocks/content-search.schema.json';
import { contentSearchServerData } from './server-data';

export default defineBlock<ContentSearchBlock>({
  type: 'content-search',
  schema,
  // The form and the first page come with the server HTML and work as plain links and GET
  // forms; the island takes them over as soon as the page loads.
  hydrate: 'load',
  messageGroups: ['editorial', 'paginator', 'search'],
  load: () => import('./Renderer'),
  serverData: contentSearchServerData,
});
