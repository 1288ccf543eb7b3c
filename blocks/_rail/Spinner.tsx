import styles from './Spinner.module.css';

/** A turning ring beside a text that already says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
