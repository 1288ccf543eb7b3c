import { defineBlock } from '@quai/engine/definition';
import type { AccordionBlock } from '../../schemas/generated/blocks/accordion';
import schema from '../../schemas/blocks/accordion.schema.json';

export default defineBlock<AccordionBlock>({
  type: 'accordion',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
