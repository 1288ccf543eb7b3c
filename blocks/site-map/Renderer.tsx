import { itemHeading } from '../_ui/headings';
import { useId } from 'react';
import type { WithServerData } from '@quai/engine/definition';
import { useT } from '@quai/engine/i18n';
import type { SiteMapBlock } from '../../schemas/generated/blocks/site-map';
import type { SiteMapEntry, SiteMapGroups } from '../../domain/site-map/site-map-source';
import styles from './styles.module.css';

function Entries({ entries }: { entries: SiteMapEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.href} className={styles.entry}>
          <a href={entry.href}>{entry.title}</a>
          {entry.children.length > 0 && <Entries entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The generated map as nested lists: each menu section with its entries, then the other pages, then the legal links. */
export default function SiteMap({ title, serverData }: WithServerData<SiteMapBlock, SiteMapGroups>) {
  const t = useT();
  const headingId = useId();
  if (!serverData) return null;
  const Group = itemHeading(Boolean(title));
  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
      )}
      <Entries entries={serverData.menus} />
      {serverData.more.length > 0 && (
        <>
          <Group className={styles.group}>{t('site_map.more')}</Group>
          <Entries entries={serverData.more} />
        </>
      )}
      {serverData.legal.length > 0 && (
        <>
          <Group className={styles.group}>{t('site_map.legal')}</Group>
          <Entries entries={serverData.legal} />
        </>
      )}
    </section>
  );
}
