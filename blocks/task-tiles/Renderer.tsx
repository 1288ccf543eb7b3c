import { useId } from 'react';
import { useT } from '@quai/engine/i18n';
import type { TaskTilesBlock } from '../../schemas/generated/blocks/task-tiles';
import { TaskIcon } from '../_ui/icons/task-icons';
import styles from './styles.module.css';

/** A list of links, each a tile with its task's icon: static, so its icons are inline SVG drawn on the server. */
export default function TaskTiles({ title, tiles }: TaskTilesBlock) {
  const t = useT();
  const headingId = useId();
  return (
    <nav className={styles.block} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t('home.tasks.label')}>
      {title && (
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
      )}
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a className={styles.tile} href={tile.href}>
              <span className={styles.icon}>
                <TaskIcon name={tile.icon} />
              </span>
              <span className={styles.words}>
                <span className={styles.label}>{tile.label}</span>
                {tile.description && <span className={styles.description}>{tile.description}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
