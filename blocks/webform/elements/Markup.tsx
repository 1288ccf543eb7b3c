import { RichText } from '../../_ui/RichText';
import { useElement } from '../form-context';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor } from '../../../schemas/generated/webform/element';

/** webform_markup (#markup), processed_text (#text) and the horizontal rule: content, no value. */
export function Markup({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'webform_markup' | 'processed_text' | 'webform_horizontal_rule'>;
}) {
  const { state } = useElement(elementKey, element);
  if (!state.visible) return null;
  if (element['#type'] === 'webform_horizontal_rule') return <hr className={styles.rule} />;
  const html = element['#type'] === 'processed_text' ? element['#text'] : element['#markup'];
  if (typeof html !== 'string' || !html) return null;
  return <RichText html={html} className={styles.markup} />;
}
