import { useLocale, useT } from '@quai/engine/i18n';
import type { TunnelState } from '../../machines/giftcard-tunnel';
import { formatDay, isDay, validityEnd } from '../../domain/giftcard/dates';
import shared from './giftcard.module.css';

/**
 * What the buyer is about to pay for: the card's value, the price after the discount, who gets
 * it and where it is sent, its validity and the message. Shown beside the personalisation form
 * (following each edit), again on the summary step, before paying, and in the confirmation's
 * purchase details.
 */
export function TunnelSummary({ values, money }: { values: TunnelState; money: (euros: number) => string }) {
  const t = useT();
  const locale = useLocale();
  const beneficiary = `${values.beneficiaryInfos.firstname} ${values.beneficiaryInfos.lastname}`.trim();
  const sentTo = values.sendMode === 'beneficiary' ? values.beneficiaryInfos.email : values.buyerInfos.email;
  const activation = values.activationDate.slice(0, 10);
  return (
    <dl className={shared.result}>
      <dt>{t('giftcard.summary.amount')}</dt>
      <dd>{money(values.amount)}</dd>
      <dt>{t('giftcard.summary.price')}</dt>
      <dd>{money(values.discountedAmount ?? values.amount)}</dd>
      <dt>{t('giftcard.summary.beneficiary')}</dt>
      <dd>{beneficiary || '—'}</dd>
      <dt>{t('giftcard.summary.sent_to')}</dt>
      <dd>{sentTo.trim() || '—'}</dd>
      <dt>{t('giftcard.summary.validity')}</dt>
      <dd>
        {isDay(activation)
          ? t('giftcard.lookup.validity.range', { start: formatDay(activation, locale), end: formatDay(validityEnd(activation), locale) })
          : '—'}
      </dd>
      <dt>{t('giftcard.summary.message')}</dt>
      <dd>{values.personalizedMessage || '—'}</dd>
    </dl>
  );
}
