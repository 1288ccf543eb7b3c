import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import { useElement } from '../form-context';
import { messageStorageFor } from '../../../domain/webform/message-storage';
import { browserStorage } from '../../../adapters/browser-storage';
import choiceStyles from './choices.module.css';
import styles from '../webform.module.css';
import type { WebformMessageElement } from '../../../schemas/generated/webform/webform_message';
import { RichText } from '../../_ui/RichText';

const KINDS = new Set(['status', 'info', 'warning', 'error']);
/** Written in the browser's storage for a message closed for good. */
const CLOSED = 'closed';

/**
 * A message box. With #message_close it has a close button (not drawn without scripts: it
 * could not close); a message closed with a #message_id and a storage stays closed on
 * this browser.
 */
export function WebformMessage({ elementKey, element }: { elementKey: string; element: WebformMessageElement }) {
  const t = useT();
  const { state } = useElement(elementKey, element);
  const storage = messageStorageFor(element);
  const [closed, setClosed] = useState(false);
  // The storage is read after hydration so the server HTML and the first browser render agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the storage is named by its kind and key; the object is new on every render.
  useEffect(() => {
    if (storage && browserStorage(storage.kind)?.getItem(storage.key) === CLOSED) setClosed(true);
  }, [storage?.kind, storage?.key]);
  if (!state.visible || closed) return null;
  const type = typeof element['#message_type'] === 'string' && KINDS.has(element['#message_type']) ? element['#message_type'] : 'status';
  const html = typeof element['#message_message'] === 'string' ? element['#message_message'] : '';
  const close = () => {
    if (storage) browserStorage(storage.kind)?.setItem(storage.key, CLOSED);
    setClosed(true);
  };
  return (
    <div
      className={`${choiceStyles.message} ${choiceStyles[`message-${type}`] ?? ''}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      {typeof element['#message_heading'] === 'string' && <p className={choiceStyles.messageHeading}>{element['#message_heading']}</p>}
      <RichText html={html} />
      {/* Drawn only where scripts run (a style), from the server's HTML on: a press before the form's hydration is answered after it. */}
      {element['#message_close'] === true && (
        <Button className={`${choiceStyles.messageClose} ${styles.scriptsOnly}`} aria-label={t('webform.message.close')} onPress={close}>
          ×
        </Button>
      )}
    </div>
  );
}
