import type { QuoteBlock } from '../../schemas/generated/blocks/quote';
import styles from './styles.module.css';

export default function Quote({ text, legend }: QuoteBlock) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{text}</p>
      </blockquote>
      {legend && <figcaption className={styles.legend}>{legend}</figcaption>}
    </figure>
  );
}
