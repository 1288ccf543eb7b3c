import { useId } from 'react';
import type { WithServerData } from '@quai/engine/definition';
import type { SectionCardsBlock } from '../../schemas/generated/blocks/section-cards';
import type { SectionEntry } from '../../domain/site-map/site-map-source';
import styles from './styles.module.css';

/** One card per entry of the section: the whole card is its link, the page description below the title. */
export default function SectionCards({ title, serverData }: WithServerData<SectionCardsBlock, SectionEntry[]>) {
  const headingId = useId();
  if (!serverData?.length) return null;
  const Heading = title ? 'h3' : 'h2';
  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
      )}
      <ul className={styles.cards}>
        {serverData.map((entry) => (
          <li key={entry.href} className={styles.card}>
            <Heading className={styles.cardTitle}>
              <a href={entry.href} className={styles.link}>
                {entry.title}
              </a>
            </Heading>
            {entry.description && <p className={styles.description}>{entry.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
