import { useT } from '../../engine/i18n';
import { RichText } from '../_ui/RichText';
import { ShowMoreButton } from '../_ui/ShowMoreButton';
import { useShowMore } from '../_ui/useShowMore';
import type { CrisisTimelineBlock } from '../../schemas/generated/blocks/crisis-timeline';
import styles from './styles.module.css';

/** Events shown at first, and added by each click on "show more". */
export const CRISIS_TIMELINE_INITIAL = 3;
export const CRISIS_TIMELINE_STEP = 2;

export default function CrisisTimeline({ title, events }: CrisisTimelineBlock) {
  const t = useT();
  const { visible, hasMore, showMore, list } = useShowMore(events, CRISIS_TIMELINE_INITIAL, CRISIS_TIMELINE_STEP);
  return (
    <section className={styles.timeline}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ol className={styles.events} ref={list}>
        {visible.map((event, index) => (
          <li key={index} className={styles.event} tabIndex={-1}>
            <p className={styles.date}>{event.date}</p>
            <RichText html={event.contents} className={styles.contents} />
          </li>
        ))}
      </ol>
      {hasMore && <ShowMoreButton label={t('editorial.timeline.show_more')} onClick={showMore} />}
    </section>
  );
}
