import { Blocks } from '@quai/engine/Blocks';
import type { ThreeColumnBlock } from '../../schemas/generated/blocks/three-column';
import styles from './styles.module.css';

export default function ThreeColumn({ title, blocks }: ThreeColumnBlock) {
  return (
    <section className={styles.threeColumn}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.columns}>
        <Blocks nodes={blocks} at="blocks" />
      </div>
    </section>
  );
}
