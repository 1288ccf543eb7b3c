import { inputId, useElement } from '../form-context';
import { computedText } from '../../../domain/webform/computed';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor } from '../../../schemas/generated/webform/element';

/**
 * A computed element: its title and its text for the values typed so far, announced politely as
 * it changes. Its text is never HTML: values are the visitor's own words.
 */
export function Computed({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'webform_computed_token' | 'webform_computed_twig'>;
}) {
  const { ui, state } = useElement(elementKey, element);
  if (!state.visible) return null;
  const text = computedText(element, ui.values, ui.elements);
  if (!text && element['#hide_empty'] === true) return null;
  const id = inputId(ui.formId, elementKey);
  const title = element['#title'];
  return (
    <div className={styles.item}>
      {title && (
        <span id={`${id}-title`} className={styles.label}>
          {title}
        </span>
      )}
      <output id={id} aria-labelledby={title ? `${id}-title` : undefined} aria-live="polite">
        {text}
      </output>
    </div>
  );
}
