import { useT } from '../../engine/i18n';
import { RichText } from '../_ui/RichText';
import { ShowMoreButton } from '../_ui/ShowMoreButton';
import { useShowMore } from '../_ui/useShowMore';
import type { VerticalTimelineBlock } from '../../schemas/generated/blocks/vertical-timeline';
import styles from './styles.module.css';

/** Events shown at first, and added by each click on "show more". */
export const VERTICAL_TIMELINE_STEP = 5;

export default function VerticalTimeline({ title, events }: VerticalTimelineBlock) {
  const t = useT();
  const { visible, hasMore, showMore, list } = useShowMore(events, VERTICAL_TIMELINE_STEP, VERTICAL_TIMELINE_STEP);
  return (
    <section className={styles.timeline}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ol className={styles.events} ref={list}>
        {visible.map((event, index) => (
          <li key={index} className={styles.event} tabIndex={-1}>
            <p className={styles.date}>{event.date}</p>
            <RichText html={event.content} className={styles.content} />
          </li>
        ))}
      </ol>
      {hasMore && <ShowMoreButton label={t('blocks.timeline.show_more')} onClick={showMore} />}
    </section>
  );
}
