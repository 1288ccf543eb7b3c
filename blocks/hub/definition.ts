import { defineBlock } from '@quai/engine/definition';
import type { HubBlock } from '../../schemas/generated/blocks/hub';
import schema from '../../schemas/blocks/hub.schema.json';

export default defineBlock<HubBlock>({
  type: 'hub',
  schema,
  // Tabs and the phone's list-then-detail need JavaScript; the server HTML shows every entry.
  hydrate: 'load',
  messageGroups: ['catalogue'],
  load: () => import('./Renderer'),
});
