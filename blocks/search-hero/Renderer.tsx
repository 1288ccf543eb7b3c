import { Blocks } from '@quai/engine/Blocks';
import type { SearchHeroBlock } from '../../schemas/generated/blocks/search-hero';
import { Picture } from '../_ui/Picture';
import styles from './styles.module.css';

/**
 * The home page's first screen: the illustration across the window, the task raised over it.
 * The image is fetched eagerly and first (it is the largest thing on a wide screen) and has its
 * size written, so nothing moves when it arrives.
 */
export default function SearchHero({ image, blocks }: SearchHeroBlock) {
  return (
    <div className={styles.hero}>
      <Picture image={image} className={styles.art} width={1440} height={480} eager highPriority />
      <div className={styles.task}>
        <Blocks nodes={blocks} at="blocks" />
      </div>
    </div>
  );
}
