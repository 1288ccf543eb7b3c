import { defineBlock } from '@quai/engine/definition';
import type { MethodChooserBlock } from '../../schemas/generated/blocks/method-chooser';
import schema from '../../schemas/blocks/method-chooser.schema.json';

export default defineBlock<MethodChooserBlock>({
  type: 'method-chooser',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
