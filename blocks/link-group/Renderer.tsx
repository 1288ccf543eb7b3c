import { SmartLink } from '../_ui/SmartLink';
import type { LinkGroupBlock } from '../../schemas/generated/blocks/link-group';
import styles from './styles.module.css';

export default function LinkGroup({ title, links }: LinkGroupBlock) {
  return (
    <section className={styles.linkGroup}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li key={index}>
            <SmartLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
