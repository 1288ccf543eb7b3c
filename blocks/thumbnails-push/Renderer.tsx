import { CardBody } from '../_ui/CardBody';
import { itemHeading } from '../_ui/headings';
import type { ThumbnailsPushBlock } from '../../schemas/generated/blocks/thumbnails-push';
import styles from './styles.module.css';

export default function ThumbnailsPush({ title, variant = 'default', items }: ThumbnailsPushBlock) {
  const heading = itemHeading(Boolean(title));
  return (
    <section className={styles.push} data-variant={variant}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={`${styles.items} ${variant === 'two-columns' ? styles.twoColumns : ''}`}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            <CardBody card={item} heading={heading} classes={styles} />
          </li>
        ))}
      </ul>
    </section>
  );
}
