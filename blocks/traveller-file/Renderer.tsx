import { RichText } from '../_ui/RichText';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';
import styles from './styles.module.css';

export default function TravellerFile({ title, text }: TravellerFileBlock) {
  return (
    <section className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      <RichText html={text} />
    </section>
  );
}
