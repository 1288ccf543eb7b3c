import { Button, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import type { TunnelState } from '../../machines/giftcard-tunnel';
import { type catalogueBounds, pricingFor } from '../../domain/giftcard/amounts';
import type { CatalogueEntry } from '../../domain/giftcard/catalogue';
import { activationModeFor, activationWindow, dayFromNow, today } from '../../domain/giftcard/dates';
import { MESSAGE_MAX_LENGTH } from '../../domain/giftcard/people';
import { DayField } from '../_giftcard/Field';
import { checkPersonalisation, type TunnelErrors } from '../_giftcard/tunnel-form';
import shared from '../_giftcard/giftcard.module.css';
import { AmountFieldset } from './AmountFieldset';
import { PersonFieldset, type Who } from './PersonFieldset';
import styles from './styles.module.css';
import type { Money, TunnelSend } from './tunnel-screen';
import { TunnelSummary } from '../_giftcard/TunnelSummary';

type Person = TunnelState['buyerInfos'];

/**
 * The personalisation step: amount, card picture, message, buyer, beneficiary and activation,
 * with the card as it stands. Submitting checks it all (the errors show beside their fields).
 */
export function PersonalisationScreen({
  values,
  presets,
  catalogue,
  product,
  bounds,
  titleId,
  money,
  error,
  onErrors,
  send,
}: {
  values: TunnelState;
  presets: number[];
  catalogue: readonly CatalogueEntry[];
  product: CatalogueEntry;
  bounds: ReturnType<typeof catalogueBounds>;
  titleId: string;
  money: Money;
  error: (path: string) => string | undefined;
  onErrors: (errors: TunnelErrors) => void;
  send: TunnelSend;
}) {
  const t = useT();
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
  const person = (who: Who) => (name: keyof Person) => (typed: string) => {
    const next = { ...values[who], [name]: typed };
    // Send mode follows the beneficiary's address: set, the card goes to them.
    update(
      who === 'beneficiaryInfos' ? { beneficiaryInfos: next, sendMode: next.email.trim() ? 'beneficiary' : 'self' } : { buyerInfos: next },
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkPersonalisation(values, bounds);
    onErrors(found);
    send({ type: 'submit', valid: Object.keys(found).length === 0 });
  };
  const window_ = activationWindow();

  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      <p>{t('giftcard.tunnel.intro')}</p>
      <AmountFieldset
        amount={values.amount}
        presets={presets}
        bounds={bounds}
        product={product}
        money={money}
        setAmount={setAmount}
        error={error('amount')}
      />
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
        isInvalid={Boolean(error('personalizedMessage'))}
      >
        <Label className={shared.label}>{t('giftcard.tunnel.message')}</Label>
        <TextArea className={styles.textarea} maxLength={MESSAGE_MAX_LENGTH} />
        <span className={shared.label} aria-live="polite">
          {t('giftcard.tunnel.message_left', { count: MESSAGE_MAX_LENGTH - values.personalizedMessage.length })}
        </span>
      </TextField>
      {(['buyerInfos', 'beneficiaryInfos'] as const).map((who) => (
        <PersonFieldset key={who} who={who} person={values[who]} onChange={person(who)} error={error} />
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
  );
}
