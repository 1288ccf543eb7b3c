import styles from './ShowMoreButton.module.css';

/** The "show more" button under a list revealed in steps (timelines). */
export function ShowMoreButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.more} onClick={onClick}>
      {label}
    </button>
  );
}
