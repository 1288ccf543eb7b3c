import { useT } from '@quai/engine/i18n';
import styles from './ImageCredits.module.css';

/** The credits of the page's images, folded in an accordion after the content. */
export function ImageCredits({ credits }: { credits: readonly string[] }) {
  const t = useT();
  if (!credits.length) return null;
  return (
    <details className={styles.credits}>
      <summary className={styles.summary}>{t('shell.credits.title')}</summary>
      <ul className={styles.list}>
        {credits.map((credit) => (
          <li key={credit}>{credit}</li>
        ))}
      </ul>
    </details>
  );
}
