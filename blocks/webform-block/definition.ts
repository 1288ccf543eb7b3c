import { defineBlock, serverDataStep } from '@quai/engine/definition';
import { formatInSiteTime } from '@quai/engine/time';
import { WEBFORM_POST_SERVICE, webformServerData } from '../webform/server-data';
import type { WebformBlock } from '../../schemas/generated/blocks/webform-block';
import schema from '../../schemas/blocks/webform-block.schema.json';

export default defineBlock<WebformBlock>({
  type: 'webform-block',
  schema,
  // Forms need JavaScript for #states, validation and submission, and are the reason their page
  // is visited: hydrate at once, so nothing typed before hydration is lost.
  hydrate: 'load',
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
