import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * Where a closed webform message stays closed. Drupal keeps `user` and `state` on its server;
 * visitors here are anonymous, so those are kept in the browser like `local`. Without a
 * #message_id or a storage the message shows again on the next visit.
 */
export function messageStorageFor(element: WebformElementNode): { kind: 'local' | 'session'; key: string } | undefined {
  const id = element['#message_id'];
  const storage = element['#message_storage'];
  if (typeof id !== 'string' || !id || typeof storage !== 'string' || !storage) return undefined;
  return { kind: storage === 'session' ? 'session' : 'local', key: `webform.message.${id}` };
}
