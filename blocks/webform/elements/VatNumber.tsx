import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useLocale, useT } from '@quai/engine/i18n';
import { canPressCheck, resultCode, vatCheckMachine } from '../../../machines/vat-check';
import { checkVatNumber } from '../api';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, RequiredMark } from '../Field';
import { flatOptions } from '../../../domain/webform/options';
import { EU_VAT_COUNTRIES } from '../../../domain/webform/vat-countries';
import styles from '../webform.module.css';
import type { WebformVatElement } from '../../../schemas/generated/webform/webform_vat';

/** The VAT composite: country of tax residence, VAT number, a check button and its result (01/02). */
export function VatNumber({ elementKey, element }: { elementKey: string; element: WebformVatElement }) {
  const t = useT();
  const locale = useLocale();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const current = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  const machine = useMemo(
    () =>
      vatCheckMachine.provide({ actors: { check: fromPromise(({ input }) => checkVatNumber(input.number, input.country, ui.langcode)) } }),
    [ui.langcode],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { country: current.country_tax_residence ?? '', number: current.vat_number ?? '' },
  });
  const code = resultCode(snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the machine's data changes the value; setValue is a new function on each render.
  useEffect(() => {
    setValue({ country_tax_residence: snapshot.context.country, vat_number: snapshot.context.number, vat_number_valid: code });
  }, [snapshot.context.country, snapshot.context.number, code]);
  if (!state.visible) return null;
  const id = inputId(ui.formId, elementKey);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = element['#options']
    ? Object.fromEntries(flatOptions(element['#options']))
    : Object.fromEntries(EU_VAT_COUNTRIES.map((country) => [country, names.of(country) ?? country]));
  const described = describedBy(id, element, errors);
  return (
    <fieldset className={styles.fieldset} disabled={state.disabled}>
      <legend className={styles.legend}>
        {element['#title'] ?? t('webform.tva.title')}
        <RequiredMark required={state.required} />
      </legend>
      <div className={styles.flexbox}>
        <div className={styles.item}>
          <label htmlFor={`${id}-country`} className={styles.label}>
            {t('webform.tva.country')}
          </label>
          <select
            id={`${id}-country`}
            name={`${elementKey}[country_tax_residence]`}
            className={styles.input}
            value={snapshot.context.country}
            required={state.required}
            onChange={(event) => send({ type: 'vat.country', country: event.target.value })}
          >
            <option value="">{t('webform.select.empty')}</option>
            {Object.entries(countries)
              .sort(([, a], [, b]) => a.localeCompare(b, locale))
              .map(([country, name]) => (
                <option key={country} value={country}>
                  {name}
                </option>
              ))}
          </select>
        </div>
        <div className={styles.item}>
          <label htmlFor={id} className={styles.label}>
            {t('webform.tva.number')}
          </label>
          <input
            id={id}
            name={`${elementKey}[vat_number]`}
            className={styles.input}
            value={snapshot.context.number}
            required={state.required}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={described}
            onChange={(event) => send({ type: 'vat.number', number: event.target.value.toUpperCase() })}
          />
        </div>
      </div>
      <button
        type="button"
        className={`${styles.secondaryButton} ${styles.scriptsOnly}`}
        disabled={!canPressCheck(snapshot)}
        onClick={() => send({ type: 'vat.check' })}
      >
        {snapshot.matches('loading') ? t('webform.tva.checking') : t('webform.tva.check')}
      </button>
      <p role="status" className={code === '01' ? styles.success : code === '02' ? styles.errorText : undefined}>
        {code === '01' && t('webform.tva.valid')}
        {code === '02' && t('webform.tva.invalid')}
        {snapshot.matches('failed') && t('webform.tva.error')}
      </p>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
