import { defineBlock } from '../../engine/definition';
import type { TrainDetailsBlock } from '../../schemas/generated/blocks/train-details';
import schema from '../../schemas/blocks/train-details.schema.json';

export default defineBlock<TrainDetailsBlock>({
  type: 'train-details',
  schema,
  // The train is fetched in the browser from the query string, and the composition opens in a dialog.
  hydrate: 'load',
  load: () => import('./Renderer'),
});
