import { useEffect, useRef } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import type { TunnelState } from '../../machines/giftcard-tunnel';
import shared from '../_giftcard/giftcard.module.css';
import styles from './styles.module.css';
import type { Money, TunnelSend } from './tunnel-screen';
import { TunnelSummary } from '../_giftcard/TunnelSummary';

/**
 * The summary step: the card as it will be bought, the terms to accept, then back to edit it or on
 * to pay. After a payment the server could not start now, its message shows above the buttons
 * and takes focus: the next Tab reaches "modify" and "pay" again.
 */
export function SummaryScreen({
  values,
  termsAccepted,
  termsHref,
  money,
  send,
  outage,
}: {
  values: TunnelState;
  termsAccepted: boolean;
  termsHref: string;
  money: Money;
  send: TunnelSend;
  outage: string | null;
}) {
  const t = useT();
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outage) alert.current?.focus();
  }, [outage]);
  return (
    <div className={shared.form}>
      <h2>{t('giftcard.tunnel.step.summary')}</h2>
      <TunnelSummary values={values} money={money} />
      <Checkbox className={styles.checkbox} isSelected={termsAccepted} onChange={(accepted) => send({ type: 'terms', accepted })}>
        <span className={styles.box} aria-hidden="true">
          {termsAccepted ? '✓' : ''}
        </span>
        <span>
          {t('giftcard.tunnel.terms')} (<a href={termsHref}>{t('giftcard.tunnel.terms_link')}</a>)
        </span>
      </Checkbox>
      {outage && (
        <p ref={alert} role="alert" tabIndex={-1} className={styles.outage}>
          {outage}
        </p>
      )}
      <div className={shared.buttons}>
        <Button className={shared.secondary} onPress={() => send({ type: 'modify' })}>
          {t('giftcard.tunnel.modify')}
        </Button>
        <Button className={shared.button} isDisabled={!termsAccepted} onPress={() => send({ type: 'pay' })}>
          {t('giftcard.tunnel.pay', { price: money(values.discountedAmount ?? values.amount) })}
        </Button>
      </div>
    </div>
  );
}
