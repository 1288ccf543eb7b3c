import { useId, useState } from 'react';
import { Button, Checkbox, Input, Label, Radio, RadioGroup, TextArea, TextField, ToggleButton } from 'react-aria-components';
import { useLocale, useT } from '@quai/engine/i18n';
import { tunnelStep, type TunnelState } from '../../machines/giftcard-tunnel';
import type { GiftcardTunnelBlock } from '../../schemas/generated/blocks/giftcard-tunnel';
import { agencyFor } from '../_giftcard/agencies';
import {
  amountOnBlur,
  BLOCKED_AMOUNT_KEYS,
  catalogueBounds,
  discountedAmount,
  discountFor,
  eurosToCents,
  keptAmount,
  presetAmounts,
  pricingFor,
  showsRemainingDiscount,
} from '../../domain/giftcard/amounts';
import { activationModeFor, activationWindow, dayFromNow, today } from '../../domain/giftcard/dates';
import { DayField, Field } from '../_giftcard/Field';
import { MESSAGE_MAX_LENGTH } from '../../domain/giftcard/people';
import { checkPersonalisation, type TunnelErrors } from '../_giftcard/tunnel-form';
import { ToastRegion } from '../_ui/toasts';
import { useHydrated } from '../_ui/useHydrated';
import { Stepper } from './Stepper';
import { TunnelSummary } from './TunnelSummary';
import { useTunnel } from './useTunnel';
import shared from '../_giftcard/giftcard.module.css';
import styles from './styles.module.css';

type Person = TunnelState['buyerInfos'];

/**
 * The purchase tunnel: personalisation (amount, card picture, message, buyer, beneficiary,
 * activation), summary with the terms, then the hosted payment page. The machine holds the steps;
 * this renders them. Needs JavaScript (the catalogue, the purchase and its storage live in the browser).
 */
export default function GiftcardTunnel({ title, presetAmounts: presets, confirmationPath, termsHref, agencies }: GiftcardTunnelBlock) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const hydrated = useHydrated();
  const { state, send, catalogue, product } = useTunnel(confirmationPath, agencies);
  const [errors, setErrors] = useState<TunnelErrors>({});
  const values = state.context.values;
  const value = state.value as string;
  const bounds = catalogue.length > 0 ? catalogueBounds(catalogue) : undefined;
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
  if (
    value === 'loadingCatalogue' ||
    value === 'reloadingCatalogue' ||
    value === 'resuming' ||
    value === 'agencyWelcome' ||
    value === 'paying' ||
    value === 'redirecting'
  ) {
    const agency = value === 'agencyWelcome' ? agencyFor(values.agencyCode, agencies) : undefined;
    const leaving = value === 'paying' || value === 'redirecting';
    return pending(
      <div className={shared.fullscreen} role="status" aria-live="polite">
        <img src="/logo.svg" alt="Quai" width={120} height={40} />
        <img src="/giftcards/voyage.svg" alt="" width={160} height={100} />
        <span className={shared.spinner} aria-hidden="true" />
        <p>
          {leaving
            ? t('giftcard.tunnel.redirecting')
            : agency
              ? t('giftcard.tunnel.agency_arrival', { agency: agency.name })
              : t('giftcard.tunnel.loading')}
        </p>
        {leaving && <p>{t('giftcard.tunnel.farewell')}</p>}
      </div>,
    );
  }

  const update = (patch: Partial<TunnelState>) => send({ type: 'update', values: patch });
  /** A new amount picks its product and that product's discount again. */
  const setAmount = (euros: number) => {
    const pricing = pricingFor(catalogue, euros);
    const chosen = catalogue.find((entry) => entry.productId === pricing.productId)!;
    update({
      amount: euros,
      ...pricing,
      imageId: chosen.availableImages.some((image) => image.id === values.imageId) ? values.imageId : (chosen.availableImages[0]?.id ?? ''),
    });
  };
  const person = (who: 'buyerInfos' | 'beneficiaryInfos', name: keyof Person) => (typed: string) => {
    const next = { ...values[who], [name]: typed };
    // Send mode follows the beneficiary's address: set, the card goes to them.
    update(
      who === 'beneficiaryInfos' ? { beneficiaryInfos: next, sendMode: next.email.trim() ? 'beneficiary' : 'self' } : { buyerInfos: next },
    );
  };
  const discount = product && discountFor(product);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkPersonalisation(values, bounds);
    setErrors(found);
    send({ type: 'submit', valid: Object.keys(found).length === 0 });
  };
  const window_ = activationWindow();

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <h2 className={shared.title} id={titleId}>
        {title}
      </h2>
      <Stepper step={tunnelStep(value)} />
      {value === 'personalisation' && product && bounds && (
        <form className={shared.form} onSubmit={submit} noValidate>
          <p>{t('giftcard.tunnel.intro')}</p>
          <fieldset>
            <legend>{t('giftcard.tunnel.amount.title')}</legend>
            <div className={styles.presets}>
              {presetAmounts(presets, bounds).map((euros) => (
                <ToggleButton key={euros} className={styles.preset} isSelected={values.amount === euros} onChange={() => setAmount(euros)}>
                  {money(euros)}
                </ToggleButton>
              ))}
            </div>
            <TextField
              className={shared.field}
              isInvalid={Boolean(errors.amount)}
              validationBehavior="aria"
              value={String(values.amount)}
              onChange={(typed) => setAmount(keptAmount(Number(typed)))}
            >
              <Label className={shared.label}>
                {t('giftcard.tunnel.amount.label', { min: money(bounds.minAmount / 100), max: money(bounds.maxAmount / 100) })}
              </Label>
              <Input
                className={shared.input}
                type="number"
                inputMode="decimal"
                min={bounds.minAmount / 100}
                max={bounds.maxAmount / 100}
                onKeyDown={(event) => BLOCKED_AMOUNT_KEYS.has(event.key) && event.preventDefault()}
                onBlur={() => setAmount(amountOnBlur(values.amount))}
              />
              {errors.amount && <span className={shared.error}>{error('amount')}</span>}
            </TextField>
            {discount && (
              <p className={styles.notice}>
                {t('giftcard.tunnel.discount', { price: money(discountedAmount(eurosToCents(values.amount), discount) / 100) })}
                {showsRemainingDiscount(discount) && <> {t('giftcard.tunnel.discount_remaining', { count: discount.numberAvailable })}</>}
              </p>
            )}
          </fieldset>
          <RadioGroup
            className={styles.images}
            value={values.imageId}
            onChange={(imageId) => update({ imageId })}
            aria-label={t('giftcard.tunnel.image')}
          >
            {product.availableImages.map((image) => (
              <Radio key={image.id} value={image.id} className={styles.image}>
                {image.src && <img src={image.src} alt="" width={160} height={100} />}
                {t(`giftcard.tunnel.image.${image.id}`)}
              </Radio>
            ))}
          </RadioGroup>
          <TextField
            className={shared.field}
            value={values.personalizedMessage}
            onChange={(personalizedMessage) => update({ personalizedMessage: personalizedMessage.slice(0, MESSAGE_MAX_LENGTH) })}
            isInvalid={Boolean(errors.personalizedMessage)}
          >
            <Label className={shared.label}>{t('giftcard.tunnel.message')}</Label>
            <TextArea className={styles.textarea} maxLength={MESSAGE_MAX_LENGTH} />
            <span className={shared.label} aria-live="polite">
              {t('giftcard.tunnel.message_left', { count: MESSAGE_MAX_LENGTH - values.personalizedMessage.length })}
            </span>
          </TextField>
          {(['buyerInfos', 'beneficiaryInfos'] as const).map((who) => (
            <fieldset key={who}>
              <legend>{t(`giftcard.tunnel.${who}`)}</legend>
              <div className={styles.twoColumns}>
                <Field
                  name={`${who}.lastname`}
                  label={t('giftcard.field.lastname')}
                  value={values[who].lastname}
                  onChange={person(who, 'lastname')}
                  error={error(`${who}.lastname`)}
                  autoComplete={who === 'buyerInfos' ? 'family-name' : 'off'}
                  maxLength={100}
                />
                <Field
                  name={`${who}.firstname`}
                  label={t('giftcard.field.firstname')}
                  value={values[who].firstname}
                  onChange={person(who, 'firstname')}
                  error={error(`${who}.firstname`)}
                  autoComplete={who === 'buyerInfos' ? 'given-name' : 'off'}
                  maxLength={100}
                />
                <Field
                  name={`${who}.email`}
                  type="email"
                  label={t(who === 'buyerInfos' ? 'giftcard.field.email' : 'giftcard.field.email_optional')}
                  value={values[who].email}
                  onChange={person(who, 'email')}
                  error={error(`${who}.email`)}
                  autoComplete={who === 'buyerInfos' ? 'email' : 'off'}
                  maxLength={254}
                />
                <Field
                  name={`${who}.confirm`}
                  type="email"
                  label={t('giftcard.field.confirm')}
                  value={values[who].confirm}
                  onChange={person(who, 'confirm')}
                  error={error(`${who}.confirm`)}
                  autoComplete="off"
                  maxLength={254}
                  noPaste
                />
              </div>
            </fieldset>
          ))}
          <RadioGroup
            className={shared.field}
            value={values.activationMode}
            onChange={(mode) =>
              update(
                mode === 'DIRECT'
                  ? { activationMode: 'DIRECT', activationDate: today() }
                  : { activationMode: 'DEFERRED', activationDate: window_.min },
              )
            }
          >
            <Label className={shared.label}>{t('giftcard.tunnel.activation')}</Label>
            <div className={styles.radios}>
              <Radio value="DIRECT" className={styles.radio}>
                {t('giftcard.tunnel.activation.DIRECT')}
              </Radio>
              <Radio value="DEFERRED" className={styles.radio}>
                {t('giftcard.tunnel.activation.DEFERRED')}
              </Radio>
            </div>
          </RadioGroup>
          {values.activationMode === 'DEFERRED' && (
            <DayField
              name="activationDate"
              label={t('giftcard.field.activationDate')}
              value={values.activationDate}
              min={window_.min}
              max={window_.max}
              error={error('activationDate')}
              commit={dayFromNow}
              onChange={(day) => update({ activationDate: day, activationMode: activationModeFor(day) })}
            />
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: a summary of the card, not form controls; a fieldset would announce a form group. */}
          <div role="group" aria-labelledby={`${titleId}-card`}>
            <h3 id={`${titleId}-card`}>{t('giftcard.tunnel.your_card')}</h3>
            <TunnelSummary values={values} money={money} />
          </div>
          <Button type="submit" className={shared.button}>
            {t('giftcard.tunnel.continue')}
          </Button>
        </form>
      )}
      {value === 'summary' && (
        <div className={shared.form}>
          <h2>{t('giftcard.tunnel.step.summary')}</h2>
          <TunnelSummary values={values} money={money} />
          <Checkbox
            className={styles.checkbox}
            isSelected={state.context.termsAccepted}
            onChange={(accepted) => send({ type: 'terms', accepted })}
          >
            <span className={styles.box} aria-hidden="true">
              {state.context.termsAccepted ? '✓' : ''}
            </span>
            <span>
              {t('giftcard.tunnel.terms')} (<a href={termsHref}>{t('giftcard.tunnel.terms_link')}</a>)
            </span>
          </Checkbox>
          <div className={shared.buttons}>
            <Button className={shared.secondary} onPress={() => send({ type: 'modify' })}>
              {t('giftcard.tunnel.modify')}
            </Button>
            <Button className={shared.button} isDisabled={!state.context.termsAccepted} onPress={() => send({ type: 'pay' })}>
              {t('giftcard.tunnel.pay', { price: money(values.discountedAmount ?? values.amount) })}
            </Button>
          </div>
        </div>
      )}
      <ToastRegion />
    </section>
  );
}
