import { defineBlock } from '@quai/engine/definition';
import type { ParagraphBlock } from '../../schemas/generated/blocks/paragraph';
import schema from '../../schemas/blocks/paragraph.schema.json';

export default defineBlock<ParagraphBlock>({
  type: 'paragraph',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
