import { RichText } from '../_ui/RichText';
import type { TrafficInfoBlock } from '../../schemas/generated/blocks/traffic-info';
import styles from './styles.module.css';

export default function TrafficInfo({ title, text }: TrafficInfoBlock) {
  return (
    <section className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      <RichText html={text} />
    </section>
  );
}
