import { RichText } from './RichText';
import { ShowMoreButton } from './ShowMoreButton';
import { useShowMore } from './useShowMore';

export interface DatedEvent {
  date: string;
  /** Rich text, sanitised when the content was loaded. */
  html: string;
}

/** The class names a timeline block styles its list with. */
export interface DatedEventListStyles {
  timeline?: string;
  title?: string;
  events?: string;
  event?: string;
  date?: string;
  text?: string;
}

/**
 * A titled list of dated events that shows `initial` of them, then `step` more per click on
 * "show more" (focus moves to the first event added). The timeline blocks differ only in their
 * counts, their button text and their styles.
 */
export function DatedEventList({
  title,
  events,
  initial,
  step,
  showMoreLabel,
  styles,
}: {
  title?: string | undefined;
  events: readonly DatedEvent[];
  initial: number;
  step: number;
  showMoreLabel: string;
  styles: DatedEventListStyles;
}) {
  const { visible, hasMore, showMore, list } = useShowMore(events, initial, step);
  return (
    <section className={styles.timeline}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ol className={styles.events} ref={list}>
        {visible.map((event, index) => (
          <li key={index} className={styles.event} tabIndex={-1}>
            <p className={styles.date}>{event.date}</p>
            <RichText html={event.html} className={styles.text} />
          </li>
        ))}
      </ol>
      {hasMore && <ShowMoreButton label={showMoreLabel} onClick={showMore} />}
    </section>
  );
}
