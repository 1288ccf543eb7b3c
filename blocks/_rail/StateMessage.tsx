import { Spinner } from './Spinner';
import styles from './StateMessage.module.css';

/** A loading, error, empty or missing-input state: a text, maybe a sub text, announced politely. */
export function StateMessage({ text, subText, tone, busy }: { text: string; subText?: string; tone?: 'error'; busy?: boolean }) {
  return (
    <div className={`${styles.state} ${tone === 'error' ? styles.stateError : ''}`} role="status" aria-busy={busy || undefined}>
      {busy && <Spinner />}
      <p className={styles.stateText}>{text}</p>
      {subText && <p className={styles.stateSubText}>{subText}</p>}
    </div>
  );
}
