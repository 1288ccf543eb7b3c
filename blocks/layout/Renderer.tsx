import { Blocks } from '@quai/engine/Blocks';
import type { LayoutBlock } from '../../schemas/generated/blocks/layout';
import styles from './styles.module.css';

/** _none, small and medium are named margins; anything else is the large one. */
export function marginClass(verticalMargin: string | undefined): string {
  switch (verticalMargin) {
    case '_none':
      return styles.marginNone!;
    case 'small':
      return styles.marginSmall!;
    case 'medium':
      return styles.marginMedium!;
    default:
      return styles.marginLarge!;
  }
}

export default function Layout({ rows }: LayoutBlock) {
  return (
    <div className={styles.layout}>
      {rows.map((row, index) => (
        <div
          key={index}
          className={`${styles.row} ${row.width === 'full' ? styles.full : styles.limited} ${marginClass(row.verticalMargin)}`}
          data-width={row.width ?? 'limited'}
        >
          <Blocks nodes={row.blocks} at={`rows/${index}/blocks`} />
        </div>
      ))}
    </div>
  );
}
