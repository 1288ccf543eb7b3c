import { useT } from '@quai/engine/i18n';
import { RichText } from '../../_ui/RichText';
import { useElement } from '../form-context';
import styles from '../webform.module.css';
import type { WebformMoreElement } from '../../../schemas/generated/webform/webform_more';

/** Drupal's "more": information a visitor opens with a native disclosure (keyboard and screen readers for free). */
export function More({ elementKey, element }: { elementKey: string; element: WebformMoreElement }) {
  const t = useT();
  const { state } = useElement(elementKey, element);
  if (!state.visible || !element['#more']) return null;
  return (
    <details className={styles.more}>
      <summary>{element['#more_title'] || t('webform.more')}</summary>
      <RichText html={element['#more']} className={styles.markup} />
    </details>
  );
}
