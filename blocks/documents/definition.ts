import { defineBlock } from '@quai/engine/definition';
import type { DocumentsBlock } from '../../schemas/generated/blocks/documents';
import schema from '../../schemas/blocks/documents.schema.json';

export default defineBlock<DocumentsBlock>({
  type: 'documents',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
