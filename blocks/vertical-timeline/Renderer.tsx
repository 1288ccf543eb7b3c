import { useRef, useState } from 'react';
import { useT } from '../../engine/i18n';
import { RichText } from '../_ui/RichText';
import type { VerticalTimelineBlock } from '../../schemas/generated/blocks/vertical-timeline';
import styles from './styles.module.css';

/** Events shown at first, and added by each click on "show more". */
export const VERTICAL_TIMELINE_STEP = 5;

export default function VerticalTimeline({ title, events }: VerticalTimelineBlock) {
  const t = useT();
  const [shown, setShown] = useState(VERTICAL_TIMELINE_STEP);
  const list = useRef<HTMLOListElement>(null);
  const showMore = () => {
    const firstNew = shown;
    setShown(shown + VERTICAL_TIMELINE_STEP);
    // Move focus to the first added event so keyboard and screen-reader users continue from there.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('li')[firstNew]?.focus());
  };
  return (
    <section className={styles.timeline}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ol className={styles.events} ref={list}>
        {events.slice(0, shown).map((event, index) => (
          <li key={index} className={styles.event} tabIndex={-1}>
            <p className={styles.date}>{event.date}</p>
            <RichText html={event.content} className={styles.content} />
          </li>
        ))}
      </ol>
      {shown < events.length && (
        <button type="button" className={styles.more} onClick={showMore}>
          {t('blocks.timeline.show_more')}
        </button>
      )}
    </section>
  );
}
