import { defineBlock } from '@quai/engine/definition';
import type { IntroductionBlock } from '../../schemas/generated/blocks/introduction';
import schema from '../../schemas/blocks/introduction.schema.json';

export default defineBlock<IntroductionBlock>({
  type: 'introduction',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
