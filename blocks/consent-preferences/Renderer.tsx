import { useId } from 'react';
import { RichText } from '../_ui/RichText';
import type { ConsentPreferencesBlock } from '../../schemas/generated/blocks/consent-preferences';
import styles from './styles.module.css';

/**
 * The consent manager's marker for "open the preferences": the page shell loads the manager on the
 * first click on an element carrying it, so the button needs no script of its own.
 */
export const OPEN_PREFERENCES = 'show-preferencesModal';

export default function ConsentPreferences({ title, text, buttonLabel }: ConsentPreferencesBlock) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
      )}
      {text && <RichText html={text} />}
      <button type="button" className={styles.button} data-cc={OPEN_PREFERENCES} aria-haspopup="dialog">
        {buttonLabel}
      </button>
    </section>
  );
}
