import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocale, useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import type { GiftcardConfirmationBlock } from '../../schemas/generated/blocks/giftcard-confirmation';
import { AGENCY_REDIRECT_MS, agencyFor } from '../_giftcard/agencies';
import { GiftCardRefusal, postJson } from '../_giftcard/api';
import { GIFT_CARD_PATHS } from '../../adapters/bff-client/paths';
import type { TunnelState } from '../../machines/giftcard-tunnel';
import { forget, keep, storageIdFromKey } from '../_giftcard/storage';
import { TunnelSummary } from '../_giftcard/TunnelSummary';
import styles from '../_giftcard/giftcard.module.css';

interface Finalised {
  orderId: string;
  purchaseId: string;
  paymentId: string;
  cardNumber: string | null;
  payedAmount: number;
  amount: number;
  imageSrc: string | null;
  /** The tunnel as it was paid: the purchase details show its summary. */
  tunnelState: TunnelState;
}
type Answer = { state: 'FINALISED' | 'ABANDONED' | 'ERROR'; localData: string | null; data: Finalised | null };

/**
 * The end of a purchase. With the key the payment page returned, the purchase is finalised
 * (once: reloading shows the same card); a cancelled payment, a refused or failed finalisation
 * send the visitor back to the tunnel, with the key where the tunnel can restore the purchase.
 */
export default function GiftcardConfirmation({ title, tunnelPath, agencies }: GiftcardConfirmationBlock) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [purchase, setPurchase] = useState<Finalised | null>(null);
  const [leaving, setLeaving] = useState(false);

  const { preview } = useRequest();
  useEffect(() => {
    // A preview shows the screen as it waits for the finalisation, and sends nobody anywhere.
    if (preview) return;
    const key = new URLSearchParams(window.location.search).get('key');
    const back = (withKey: boolean) => window.location.assign(withKey && key ? `${tunnelPath}?key=${encodeURIComponent(key)}` : tunnelPath);
    if (!key) return back(false);
    void (async () => {
      try {
        const answer = await postJson<Answer>(GIFT_CARD_PATHS.finalizePurchase, { key });
        if (answer.state === 'ABANDONED' || !answer.data) {
          keep(await storageIdFromKey(key), answer.localData);
          return back(true);
        }
        keep(await storageIdFromKey(key), answer.localData);
        setPurchase(answer.data);
      } catch (error) {
        const status = error instanceof GiftCardRefusal ? error.status : 0;
        if (status === 403) {
          forget(await storageIdFromKey(key).catch(() => ''));
          return back(false);
        }
        if (status === 500 && error instanceof GiftCardRefusal) {
          keep(await storageIdFromKey(key), (error.body as Answer | undefined)?.localData);
          return back(true);
        }
        back(false);
      }
    })();
  }, [tunnelPath, preview]);

  const agency = agencyFor(purchase?.tunnelState.agencyCode, agencies);
  useEffect(() => {
    if (!leaving || !agency) return;
    const timer = window.setTimeout(() => window.location.assign(agency.url), AGENCY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, agency]);

  const money = (euros: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(euros);
  if (!purchase) {
    return (
      <section className={styles.panel} aria-labelledby={titleId} aria-busy="true">
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <div role="status" className={styles.captcha}>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('giftcard.confirmation.finalising')}</span>
        </div>
        <noscript>{t('giftcard.needs_javascript')}</noscript>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        <span aria-hidden="true">✓ </span>
        {title}
      </h2>
      <p role="status">{t('giftcard.confirmation.email_sent')}</p>
      <details open className={styles.form}>
        <summary className={styles.label}>{t('giftcard.confirmation.summary')}</summary>
        <dl className={styles.result}>
          <dt>{t('giftcard.confirmation.total')}</dt>
          <dd>{money(purchase.payedAmount)}</dd>
          <dt>{t('giftcard.confirmation.reference')}</dt>
          <dd>{purchase.orderId}</dd>
          <dt>{t('giftcard.confirmation.purchase_id')}</dt>
          <dd>{purchase.purchaseId}</dd>
          <dt>{t('giftcard.confirmation.payment_id')}</dt>
          <dd>{purchase.paymentId}</dd>
          <dt>{t('giftcard.confirmation.payment_means')}</dt>
          <dd>{t('giftcard.confirmation.card', { last4: purchase.cardNumber ?? '' })}</dd>
        </dl>
      </details>
      <details className={styles.form}>
        <summary className={styles.label}>{t('giftcard.confirmation.details')}</summary>
        {purchase.imageSrc && <img src={purchase.imageSrc} alt={t('giftcard.confirmation.card_image')} width={320} height={200} />}
        <TunnelSummary values={purchase.tunnelState} money={money} />
      </details>
      {agency && (
        <div className={styles.form}>
          <Button className={styles.button} onPress={() => setLeaving(true)} isDisabled={leaving}>
            {t('giftcard.confirmation.agency_return', { agency: agency.name })}
          </Button>
          {leaving && <p role="status">{t('giftcard.confirmation.agency_exit', { agency: agency.name })}</p>}
        </div>
      )}
    </section>
  );
}
