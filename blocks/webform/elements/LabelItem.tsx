import type { ReactNode } from 'react';
import { inputId, useElement } from '../form-context';
import { Description, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { LabelElement as LabelNode } from '../../../schemas/generated/webform/label';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';
import { RichText } from '../../_ui/RichText';

/** `label`: the title on its own, as a label text of the form, with the required mark. */
export function LabelElement({ elementKey, element }: { elementKey: string; element: LabelNode }) {
  const { state } = useElement(elementKey, element);
  if (!state.visible || !element['#title']) return null;
  return (
    <p className={styles.label}>
      {element['#title']}
      <RequiredMark required={element['#required'] === true} />
    </p>
  );
}

/** `item`: a labelled read-only item, its title, its #markup and description, around the elements it holds. */
export function Item({ elementKey, element, children }: { elementKey: string; element: WebformElementNode; children: ReactNode }) {
  const { ui, state } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const markup = typeof element['#markup'] === 'string' ? element['#markup'] : '';
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      {/* biome-ignore lint/a11y/useSemanticElements: a read-only item holds no form controls of its own; a fieldset would announce one. */}
      <div role="group" aria-labelledby={element['#title'] ? `${id}-title` : undefined}>
        {element['#title'] && (
          <p id={`${id}-title`} className={styles.label}>
            {element['#title']}
          </p>
        )}
        <RichText className={styles.markup} html={markup} />
        {children}
        <Description id={`${id}-description`} html={element['#description']} />
      </div>
    </FormItem>
  );
}
