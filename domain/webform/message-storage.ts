import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * Where a closed webform message stays closed. Drupal keeps `user` and `state` on its server;
 * visitors here are anonymous, so those are kept in the browser like `local`. Without a
 * #message_id or a storage the message shows again on the next visit.
 */
export function messageStorageOf(element: WebformElementNode): { kind: 'local' | 'session'; key: string } | undefined {
  const id = element['#message_id'];
  const storage = element['#message_storage'];
  if (typeof id !== 'string' || !id || typeof storage !== 'string' || !storage) return undefined;
  return { kind: storage === 'session' ? 'session' : 'local', key: `webform.message.${id}` };
}

/** The browser's storage of that kind, or undefined where there is none or it is refused (private modes). */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}
