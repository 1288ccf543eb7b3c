import { useT } from '@quai/engine/i18n';
import { DatedEventList } from '../_ui/DatedEventList';
import type { CrisisTimelineBlock } from '../../schemas/generated/blocks/crisis-timeline';
import styles from './styles.module.css';

/** Events shown at first, and added by each click on "show more". */
export const CRISIS_TIMELINE_INITIAL = 3;
export const CRISIS_TIMELINE_STEP = 2;

export default function CrisisTimeline({ title, events }: CrisisTimelineBlock) {
  const t = useT();
  return (
    <DatedEventList
      title={title}
      events={events.map((event) => ({ date: event.date, html: event.contents }))}
      initial={CRISIS_TIMELINE_INITIAL}
      step={CRISIS_TIMELINE_STEP}
      showMoreLabel={t('editorial.timeline.show_more')}
      styles={{ ...styles, text: styles.contents }}
    />
  );
}
