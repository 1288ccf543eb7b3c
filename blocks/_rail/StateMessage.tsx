import styles from './styles.module.css';

/** The loading, error, empty and missing-search states: a text, maybe a sub text, announced politely. */
export function StateMessage({ text, subText, tone, busy }: { text: string; subText?: string; tone?: 'error'; busy?: boolean }) {
  return (
    <div className={`${styles.state} ${tone === 'error' ? styles.stateError : ''}`} role="status" aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <p className={styles.stateText}>{text}</p>
      {subText && <p className={styles.stateSubText}>{subText}</p>}
    </div>
  );
}
