import { defineBlock } from '@quai/engine/definition';
import type { ContactBlock } from '../../schemas/generated/blocks/contact';
import schema from '../../schemas/blocks/contact.schema.json';

export default defineBlock<ContactBlock>({
  type: 'contact',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
