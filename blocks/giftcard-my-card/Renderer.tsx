import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocale, useT } from '@quai/engine/i18n';
import type { GiftcardMyCardBlock } from '../../schemas/generated/blocks/giftcard-my-card';
import { GiftCardRefusal, postJson } from '../_giftcard/api';
import { GIFT_CARD_PATHS } from '../../adapters/bff-client/paths';
import { refusalMessageKey } from '../_giftcard/errors';
import { Field } from '../_giftcard/Field';
import { ORDER_ID_LENGTH } from '../../domain/giftcard/people';
import { formatDay } from '../../domain/giftcard/dates';
import { RichText } from '../_ui/RichText';
import { showToast, ToastRegion } from '../_ui/toasts';
import styles from '../_giftcard/giftcard.module.css';

interface CardInformation {
  amountLeft: number;
  personalizedMessage: string;
  recipientName: string;
  recipientEmail: string;
  startValidity: string;
  endValidity: string;
}

/** The recipient's lookup: card number and six-character reference give balance, validity and message. */
export default function GiftcardMyCard({ title, text }: GiftcardMyCardBlock) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [pan, setPan] = useState('');
  const [orderId, setOrderId] = useState('');
  const [errors, setErrors] = useState<{ pan?: string; orderId?: string }>({});
  const [card, setCard] = useState<CardInformation | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      pan: pan.trim() ? undefined : 'giftcard.field.required',
      orderId: orderId.trim().length === ORDER_ID_LENGTH ? undefined : 'giftcard.field.order_id',
    };
    setErrors(found);
    if (found.pan || found.orderId) return;
    setBusy(true);
    try {
      setCard(await postJson<CardInformation>(GIFT_CARD_PATHS.cardInformation, { pan: pan.trim(), orderId: orderId.trim() }));
    } catch (error) {
      setCard(null);
      showToast({ kind: 'error', message: t(refusalMessageKey('card-lookup', error instanceof GiftCardRefusal ? error.status : 0)) });
    } finally {
      setBusy(false);
    }
  };
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const day = (value: string) => formatDay(value, locale);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      {text && <RichText html={text} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          name="pan"
          label={t('giftcard.field.pan')}
          value={pan}
          onChange={setPan}
          error={errors.pan && t(errors.pan)}
          inputMode="numeric"
          maxLength={32}
          autoComplete="off"
        />
        <Field
          name="orderId"
          label={t('giftcard.field.orderId')}
          value={orderId}
          onChange={setOrderId}
          error={errors.orderId && t(errors.orderId)}
          maxLength={ORDER_ID_LENGTH}
          autoComplete="off"
        />
        <Button type="submit" className={styles.button} isDisabled={busy}>
          {t('giftcard.lookup.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {card && (
          <dl className={styles.result}>
            <dt>{t('giftcard.lookup.amountLeft')}</dt>
            <dd>{money(card.amountLeft)}</dd>
            <dt>{t('giftcard.lookup.validity')}</dt>
            <dd>{t('giftcard.lookup.validity.range', { start: day(card.startValidity), end: day(card.endValidity) })}</dd>
            <dt>{t('giftcard.lookup.recipient')}</dt>
            <dd>{card.recipientName}</dd>
            <dt>{t('giftcard.lookup.message')}</dt>
            <dd>{card.personalizedMessage || '—'}</dd>
          </dl>
        )}
      </div>
      <ToastRegion />
    </section>
  );
}
