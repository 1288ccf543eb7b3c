import { defineBlock } from '@quai/engine/definition';
import type { ConsentPreferencesBlock } from '../../schemas/generated/blocks/consent-preferences';
import schema from '../../schemas/blocks/consent-preferences.schema.json';

export default defineBlock<ConsentPreferencesBlock>({
  type: 'consent-preferences',
  schema,
  // The page's consent script (site/shell/consent-banner/consent-on-page.ts) opens the consent preferences from the button: no block code.
  hydrate: 'none',
  load: () => import('./Renderer'),
});
