import { defineBlock } from '@quai/engine/definition';
import type { StationScheduleFormBlock } from '../../schemas/generated/blocks/station-schedule-form';
import schema from '../../schemas/blocks/station-schedule-form.schema.json';

export default defineBlock<StationScheduleFormBlock>({
  type: 'station-schedule-form',
  schema,
  // The station autocomplete needs JavaScript once the form is in view.
  hydrate: 'visible',
  messageGroups: ['commons', 'rail', 'station'],
  load: () => import('./Renderer'),
  heading: (node, translate) => node.title ?? translate('station.schedule.title'),
});
