import { defineBlock } from '@quai/engine/definition';
import type { QuoteBlock } from '../../schemas/generated/blocks/quote';
import schema from '../../schemas/blocks/quote.schema.json';

export default defineBlock<QuoteBlock>({
  type: 'quote',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
