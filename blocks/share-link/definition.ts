import { defineBlock } from '@quai/engine/definition';
import type { ShareLinkBlock } from '../../schemas/generated/blocks/share-link';
import schema from '../../schemas/blocks/share-link.schema.json';

export default defineBlock<ShareLinkBlock>({
  type: 'share-link',
  schema,
  // Copying needs the clipboard API. The server renders no box to watch for visibility, so
  // hydrate when the browser is idle.
  hydrate: 'idle',
  messageGroups: ['editorial'],
  load: () => import('./Renderer'),
});
