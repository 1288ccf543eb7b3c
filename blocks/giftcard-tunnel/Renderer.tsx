import { useDeferredValue, useId, useState } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { tunnelStep } from '../../machines/giftcard-tunnel';
import type { GiftcardTunnelBlock } from '../../schemas/generated/blocks/giftcard-tunnel';
import { catalogueBounds } from '../../domain/giftcard/amounts';
import { MESSAGE_MAX_LENGTH } from '../../domain/giftcard/people';
import type { TunnelErrors } from '../_giftcard/tunnel-form';
import { ToastRegion } from '../_ui/toasts';
import { useHydrated } from '../_ui/useHydrated';
import { PersonalisationScreen } from './PersonalisationScreen';
import { Stepper } from './Stepper';
import { SummaryScreen } from './SummaryScreen';
import { useTunnel } from './useTunnel';
import { WAITING_STATES, WaitingScreen } from './WaitingScreen';
import shared from '../_giftcard/giftcard.module.css';
import styles from './styles.module.css';

/**
 * The purchase tunnel: personalisation (amount, card picture, message, buyer, beneficiary,
 * activation), summary with the terms, then the hosted payment page. The machine holds the steps;
 * this picks the screen of each (one component per screen). Needs JavaScript (the catalogue, the
 * purchase and its storage live in the browser).
 */
export default function GiftcardTunnel({ title, presetAmounts: presets, confirmationPath, termsHref, agencies }: GiftcardTunnelBlock) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const hydrated = useHydrated();
  const { state, send, catalogue, product } = useTunnel(confirmationPath, agencies);
  // Kept here, not in the form's screen: the errors of a refused form outlast a catalogue reload.
  const [errors, setErrors] = useState<TunnelErrors>({});
  const values = state.context.values;
  const bounds = catalogue.length > 0 ? catalogueBounds(catalogue) : undefined;
  // The form's first drawing is the page's largest piece of work: deferred, React draws it in
  // slices between which the browser answers the visitor, instead of one long task (Lighthouse's
  // total blocking time); the loading screen stays meanwhile, holding the page's height. Once
  // drawn it stays: what the visitor types is drawn at once.
  const formReady = useDeferredValue(product !== undefined && bounds !== undefined);
  const value = state.value === 'personalisation' && !formReady ? 'loadingCatalogue' : (state.value as string);
  const money = (euros: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(euros);
  const error = (path: string) =>
    errors[path]
      ? t(errors[path]!, {
          min: money((bounds?.minAmount ?? 0) / 100),
          max: money((bounds?.maxAmount ?? 0) / 100),
          count: MESSAGE_MAX_LENGTH,
        })
      : undefined;

  // Until the form shows, its panel holds the viewport's height: what follows (the footer) stays
  // out of view instead of jumping when the form appears (a layout shift of 0.69 was measured).
  const pending = (body: React.ReactNode) => (
    <section className={`${shared.panel} ${styles.pending}`} aria-labelledby={titleId}>
      <h2 className={shared.title} id={titleId}>
        {title}
      </h2>
      {body}
    </section>
  );
  if (!hydrated) return pending(<noscript>{t('giftcard.needs_javascript')}</noscript>);
  if (value === 'unavailable') return null;
  if (WAITING_STATES.has(value)) return pending(<WaitingScreen value={value} agencyCode={values.agencyCode} agencies={agencies} />);

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <h2 className={shared.title} id={titleId}>
        {title}
      </h2>
      <Stepper step={tunnelStep(value)} />
      {value === 'personalisation' && product && bounds && (
        <PersonalisationScreen
          values={values}
          presets={presets}
          catalogue={catalogue}
          product={product}
          bounds={bounds}
          titleId={titleId}
          money={money}
          error={error}
          onErrors={setErrors}
          send={send}
        />
      )}
      {value === 'summary' && (
        <SummaryScreen
          values={values}
          termsAccepted={state.context.termsAccepted}
          termsHref={termsHref}
          money={money}
          send={send}
          outage={state.context.outage}
        />
      )}
      <ToastRegion />
    </section>
  );
}
