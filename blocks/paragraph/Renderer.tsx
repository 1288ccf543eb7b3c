import { RichText } from '../_ui/RichText';
import type { ParagraphBlock } from '../../schemas/generated/blocks/paragraph';
import styles from './styles.module.css';

export default function Paragraph({ title, text }: ParagraphBlock) {
  return (
    <section className={styles.paragraph}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <RichText html={text} className={styles.text} />
    </section>
  );
}
