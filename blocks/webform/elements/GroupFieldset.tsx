import type { HTMLAttributes, ReactNode } from 'react';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * An element made of several inputs (date parts, likert questions, switches, images): a
 * fieldset named by the title, with the required mark, then the inputs, the description and
 * the errors, which the fieldset points to.
 */
export function GroupFieldset(props: {
  id: string;
  element: WebformElementNode;
  state: { visible: boolean; disabled: boolean; required: boolean };
  errors: readonly string[];
  /** A radio group's role and required flag, for instance. */
  groupProps?: HTMLAttributes<HTMLFieldSetElement>;
  children: ReactNode;
}) {
  const { id, element, state, errors } = props;
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset
        className={styles.group}
        id={`${id}-group`}
        disabled={state.disabled}
        aria-describedby={describedBy(id, element, errors)}
        {...props.groupProps}
      >
        <legend className={styles.label}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </legend>
        {props.children}
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={errors} />
      </fieldset>
    </FormItem>
  );
}
