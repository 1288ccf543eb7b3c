import { useT } from '@quai/engine/i18n';
import { DatedEventList } from '../_ui/DatedEventList';
import type { VerticalTimelineBlock } from '../../schemas/generated/blocks/vertical-timeline';
import styles from './styles.module.css';

/** Events shown at first, and added by each click on "show more". */
export const VERTICAL_TIMELINE_STEP = 5;

export default function VerticalTimeline({ title, events }: VerticalTimelineBlock) {
  const t = useT();
  return (
    <DatedEventList
      title={title}
      events={events.map((event) => ({ date: event.date, html: event.content }))}
      initial={VERTICAL_TIMELINE_STEP}
      step={VERTICAL_TIMELINE_STEP}
      showMoreLabel={t('blocks.timeline.show_more')}
      styles={{ ...styles, text: styles.content }}
    />
  );
}
