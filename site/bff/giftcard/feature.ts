import { join } from 'node:path';
import { createTranslator } from '@quai/engine/i18n';
import { featureWithServices } from '../context';
import { assembleGiftCards } from './assemble';
import { giftCardMigrations } from './migrations';
import { GIFT_CARDS_TAG, giftCardRoutes } from './routes';

/** The gift-card tunnel and the card services, over the embedded card and demo payment providers. */
export const giftCardFeature = featureWithServices({
  tag: GIFT_CARDS_TAG,
  description: 'The gift-card tunnel and services.',
  migrations: giftCardMigrations,
  services: (context, app) =>
    assembleGiftCards({
      store: context.store,
      catalogueFile: join(context.root, 'site/content/giftcards/catalogue.json'),
      translator: async (locale) => createTranslator(locale, (await context.runtime()).catalogs[locale]),
      log: app.log,
      env: context.env,
    }),
  routes: giftCardRoutes,
});
