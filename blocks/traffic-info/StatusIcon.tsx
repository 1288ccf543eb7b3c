import { EventIcon } from '../_rail/Icon';
import iconStyles from '../_rail/Icon.module.css';
import type { LineStatus } from './line-status';
import styles from './styles.module.css';

/** A line's status as an icon; a label makes it read by screen readers, none leaves it decorative. */
export function StatusIcon({ status, label }: { status: LineStatus; label: string }) {
  if (status !== 'normal') return <EventIcon name={status} label={label} />;
  return (
    <svg
      className={`${iconStyles.icon} ${styles.normal}`}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z" />
    </svg>
  );
}
