import { CardBody } from '../_ui/CardBody';
import { itemHeading } from '../_ui/headings';
import type { FocusCardsBlock } from '../../schemas/generated/blocks/focus-cards';
import styles from './styles.module.css';

export default function FocusCards({ title, variant = 'default', cards }: FocusCardsBlock) {
  const heading = itemHeading(Boolean(title));
  return (
    <section className={styles.focus}>
      {title && <h2 className={styles.heading}>{title}</h2>}
      <ul className={styles.cards}>
        {cards.map((card, index) => (
          <li key={index} className={`${styles.card} ${styles[variant]}`} data-variant={variant}>
            <CardBody card={card} heading={heading} classes={styles} />
          </li>
        ))}
      </ul>
    </section>
  );
}
