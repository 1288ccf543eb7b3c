import { defineBlock, serverDataStep } from '@quai/engine/definition';
import { formatInSiteTime } from '@quai/engine/time';
import { WEBFORM_POST_SERVICE, webformServerData } from '../webform/server-data';
import { indexElements } from '../../domain/webform/elements';
import { messageStorageFor } from '../../domain/webform/message-storage';
import type { WebformBlock } from '../../schemas/generated/blocks/webform-block';
import schema from '../../schemas/blocks/webform-block.schema.json';

export default defineBlock<WebformBlock>({
  type: 'webform-block',
  schema,
  // The server's form works as it is (native fields, posted to its page, #states parts hidden by
  // a style while scripts run): its code comes when the visitor comes to it (pointer, focus, a
  // key), and what they type meanwhile is kept. A form that shows what the browser kept (a message
  // closed on an earlier visit) hydrates on load, so the page does not change at the first touch.
  hydrate: (node) => (keepsStateInBrowser(node) ? 'load' : 'interaction'),
  messageGroups: ['webform', 'dates'],
  load: () => import('./Renderer'),
  heading: (node) => (node.hideTitle ? undefined : (node.definition as { title?: string } | undefined)?.title),
  // Without JavaScript the form posts to its page: the page shows the errors of that post, or
  // the confirmation the answer led to; today's date keeps server HTML and hydration in step.
  serverData: serverDataStep({ services: [WEBFORM_POST_SERVICE] }, async (node: WebformBlock, context) =>
    webformServerData(
      (node.definition as { id?: string } | undefined)?.id ?? node.form,
      context.services,
      context.request.search,
      formatInSiteTime(new Date(), 'isoDate'),
    ),
  ),
});

/** A form with a message whose closing the browser remembers. */
function keepsStateInBrowser(node: WebformBlock): boolean {
  const elements = node.definition?.elements;
  return !!elements && indexElements(elements).some(({ element }) => messageStorageFor(element) !== undefined);
}
