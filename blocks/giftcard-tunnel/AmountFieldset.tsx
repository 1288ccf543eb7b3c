import { Input, Label, TextField, ToggleButton } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import {
  amountOnBlur,
  BLOCKED_AMOUNT_KEYS,
  type catalogueBounds,
  discountedAmount,
  discountFor,
  eurosToCents,
  keptAmount,
  presetAmounts,
  showsRemainingDiscount,
} from '../../domain/giftcard/amounts';
import type { CatalogueEntry } from '../../domain/giftcard/catalogue';
import shared from '../_giftcard/giftcard.module.css';
import styles from './styles.module.css';
import type { Money } from './tunnel-screen';

/** The card's value: preset amounts, a field for any amount within the catalogue's bounds, and the product's discount. */
export function AmountFieldset({
  amount,
  presets,
  bounds,
  product,
  money,
  setAmount,
  error,
}: {
  amount: number;
  presets: number[];
  bounds: ReturnType<typeof catalogueBounds>;
  product: CatalogueEntry;
  money: Money;
  setAmount: (euros: number) => void;
  error: string | undefined;
}) {
  const t = useT();
  const discount = discountFor(product);
  return (
    <fieldset>
      <legend>{t('giftcard.tunnel.amount.title')}</legend>
      <div className={styles.presets}>
        {presetAmounts(presets, bounds).map((euros) => (
          <ToggleButton key={euros} className={styles.preset} isSelected={amount === euros} onChange={() => setAmount(euros)}>
            {money(euros)}
          </ToggleButton>
        ))}
      </div>
      <TextField
        className={shared.field}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        value={String(amount)}
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
          onBlur={() => setAmount(amountOnBlur(amount))}
        />
        {error && <span className={shared.error}>{error}</span>}
      </TextField>
      {discount && (
        <p className={styles.notice}>
          {t('giftcard.tunnel.discount', { price: money(discountedAmount(eurosToCents(amount), discount) / 100) })}
          {showsRemainingDiscount(discount) && <> {t('giftcard.tunnel.discount_remaining', { count: discount.numberAvailable })}</>}
        </p>
      )}
    </fieldset>
  );
}
