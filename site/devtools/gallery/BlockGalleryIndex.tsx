import { useT } from '@quai/engine/i18n';
import { galleryPath } from './gallery-examples';
import styles from './gallery.module.css';

export interface GalleryEntry {
  type: string;
  description: string | undefined;
  examples: number;
  hydrate: string;
}

/** `/_blocks`: every registered block type, with its description, for content architects. */
export function BlockGalleryIndex({ entries }: { entries: GalleryEntry[] }) {
  const t = useT();
  return (
    <div className={styles.gallery}>
      <h1>{t('catalogue.gallery.title')}</h1>
      <p>{t('catalogue.gallery.intro', { count: entries.length })}</p>
      <ul className={styles.index}>
        {entries.map((entry) => (
          <li key={entry.type} className={styles.entry}>
            <a href={galleryPath(entry.type)} className={styles.entryLink}>
              <code>{entry.type}</code>
            </a>
            {entry.description && <p className={styles.description}>{entry.description}</p>}
            <p className={styles.meta}>{t('catalogue.gallery.meta', { examples: entry.examples, hydrate: entry.hydrate })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
