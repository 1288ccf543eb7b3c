import { SmartLink } from '../_ui/SmartLink';
import type { LinkListBlock } from '../../schemas/generated/blocks/link-list';
import styles from './styles.module.css';

export default function LinkList({ title, links }: LinkListBlock) {
  return (
    <nav className={styles.linkList} aria-label={title}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li key={index} className={styles.item}>
            {/* A list reads as text links, whatever variant the content system sent. */}
            <SmartLink link={{ ...link, variant: 'text' }} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
