import type { Locale, Translate } from '@quai/engine/i18n';
import type { Store } from '../../store/store';
import { PictureCaptcha } from './captcha';
import { CatalogueSource } from './catalogue';
import { GiftCardCipher, giftCardKey } from './cipher';
import { EmbeddedGiftCardProvider } from './embedded-provider';
import { Mailer } from './mailer';
import type { GiftCardProvider } from './provider';
import { Purchases } from './purchases';
import { DemoPaymentProvider } from './demo-payment-provider';

export interface GiftCardSetup {
  store: Store;
  catalogueFile: string;
  translator: (locale: Locale) => Promise<Translate>;
  log: { error(object: object, message: string): void };
  /** The configuration: QUAI_GIFTCARD_KEY, QUAI_SMTP_URL, QUAI_MAIL_FROM, QUAI_GIFTCARD_PROVIDER. */
  env: NodeJS.ProcessEnv;
  clock?: () => Date;
}

/** The gift-card service's parts, wired once from the feature's context: the routes use them, and so do the tests. */
export type GiftCardParts = Awaited<ReturnType<typeof assembleGiftCards>>;

export async function assembleGiftCards(setup: GiftCardSetup) {
  const { env } = setup;
  const cipher = new GiftCardCipher(await giftCardKey(setup.store, env.QUAI_GIFTCARD_KEY));
  const catalogue = new CatalogueSource(setup.store, setup.catalogueFile);
  const mailer = new Mailer(setup.store, setup.log, env.QUAI_SMTP_URL, env.QUAI_MAIL_FROM);
  const cards = giftCardProvider(
    env.QUAI_GIFTCARD_PROVIDER,
    () => new EmbeddedGiftCardProvider(setup.store, catalogue, mailer, setup.translator, setup.clock),
  );
  const psp = new DemoPaymentProvider(setup.store);
  return {
    cipher,
    catalogue,
    mailer,
    cards,
    psp,
    purchases: new Purchases(setup.store, cards, psp, cipher, setup.clock),
    captcha: new PictureCaptcha(setup.store),
  };
}

/** The card provider QUAI_GIFTCARD_PROVIDER names: `embedded` (the default) is the only one built in. */
function giftCardProvider(name: string | undefined, embedded: () => GiftCardProvider): GiftCardProvider {
  if (!name || name === 'embedded') return embedded();
  throw new Error(`QUAI_GIFTCARD_PROVIDER="${name}" is not a known gift-card provider (known: embedded).`);
}
