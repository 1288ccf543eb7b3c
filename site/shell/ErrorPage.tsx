import { useT } from '@quai/engine/i18n';
import styles from './ErrorPage.module.css';

/**
 * The 404 and 500 pages: a title, a text and a button back to the home page ('/'), all
 * translated. `kind` names the message set: page.not_found.* or page.server_error.*.
 */
export function ErrorPage({ kind }: { kind: 'not_found' | 'server_error' }) {
  const t = useT();
  return (
    <section className={styles.errorPage} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t(`page.${kind}.title`)}
      </h1>
      <p className={styles.text}>{t(`page.${kind}.text`)}</p>
      <a href="/" className={styles.button}>
        {t(`page.${kind}.button`)}
      </a>
    </section>
  );
}
