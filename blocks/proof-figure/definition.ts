import { defineBlock } from '@quai/engine/definition';
import type { ProofFigureBlock } from '../../schemas/generated/blocks/proof-figure';
import schema from '../../schemas/blocks/proof-figure.schema.json';

export default defineBlock<ProofFigureBlock>({
  type: 'proof-figure',
  schema,
  hydrate: 'none',
  load: () => import('./Renderer'),
});
