import { defineBlock } from '@quai/engine/definition';
import type { TrainNumberFormBlock } from '../../schemas/generated/blocks/train-number-form';
import schema from '../../schemas/blocks/train-number-form.schema.json';
import { trainFormServerData } from './train-number';

export default defineBlock<TrainNumberFormBlock>({
  type: 'train-number-form',
  schema,
  // Validation as the visitor types (digits only, a date) needs JavaScript; without it the form still submits.
  hydrate: 'visible',
  messageGroups: ['train'],
  load: () => import('./Renderer'),
  heading: (node, translate) => node.title ?? translate('train.form.title'),
  serverData: trainFormServerData,
});
