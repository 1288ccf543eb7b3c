import { defineBlock } from '../../engine/definition';
import type { TrainNumberFormBlock } from '../../schemas/generated/blocks/train-number-form';
import schema from '../../schemas/blocks/train-number-form.schema.json';

export default defineBlock<TrainNumberFormBlock>({
  type: 'train-number-form',
  schema,
  // Validation as the visitor types (digits only, a date) needs JavaScript.
  hydrate: 'visible',
  load: () => import('./Renderer'),
});
