import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useState, type ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import { RichText } from '../../_ui/RichText';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor, WebformElementNode } from '../../../schemas/generated/webform/element';

/** A single checkbox, and the terms of service checkbox: checked stores '1', unchecked '0'. */
export function CheckboxElement({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'checkbox' | 'webform_terms_of_service'>;
}) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const checked = state.checked ?? value === '1';
  const terms = element['#type'] === 'webform_terms_of_service';
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          name={elementKey}
          value="1"
          checked={checked}
          required={state.required}
          disabled={state.disabled}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(id, element, errors)}
          onChange={(event) => setValue(event.target.checked ? '1' : '0')}
        />
        <label htmlFor={id}>{terms ? <TermsTitle element={element} /> : element['#title']}</label>
        <RequiredMark required={state.required} />
      </div>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </FormItem>
  );
}

/** "I agree to the {terms of service}.": the text in braces opens the terms. */
function TermsTitle({ element }: { element: WebformElementNode }) {
  const title = element['#title'] ?? '';
  const match = /^(.*)\{(.+)\}(.*)$/s.exec(title);
  if (!match) return <>{title}</>;
  return (
    <>
      {match[1]}
      <TermsModal element={element}>{match[2]}</TermsModal>
      {match[3]}
    </>
  );
}

function TermsModal({ element, children }: { element: WebformElementNode; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const content = typeof element['#terms_content'] === 'string' ? element['#terms_content'] : '';
  return (
    <>
      <Button className={styles.linkButton} onPress={() => setOpen(true)}>
        {children}
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.termsModal}>
          <Dialog className={styles.dialog}>
            <Heading slot="title" className={styles.dialogTitle}>
              {typeof element['#terms_title'] === 'string' ? element['#terms_title'] : children}
            </Heading>
            <RichText html={content} className={styles.termsContent} />
            <Button className={styles.primaryButton} onPress={() => setOpen(false)}>
              {t('webform.terms.close')}
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
