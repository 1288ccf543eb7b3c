import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { WebformTelephoneElement } from '../../../schemas/generated/webform/webform_telephone';

/** The telephone composite: type (select), phone, and an extension of at most 20 digits. */
export function Telephone({ elementKey, element }: { elementKey: string; element: WebformTelephoneElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  if (!state.visible) return null;
  const id = inputId(ui.formId, elementKey);
  const current = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  const change = (sub: string, text: string) =>
    setValue({ type: current.type ?? '', phone: current.phone ?? '', ext: current.ext ?? '', [sub]: text });
  const property = (name: string) => element[`#${name}`];
  const title = (sub: string) =>
    typeof property(`${sub}__title`) === 'string' ? (property(`${sub}__title`) as string) : t(`webform.telephone.${sub}_title`);
  const typeOptions = (property('type__options') ?? {
    mobile: t('webform.telephone.mobile'),
    landline: t('webform.telephone.landline'),
  }) as Record<string, string>;
  const described = describedBy(id, element, errors);
  return (
    <fieldset className={styles.fieldset} disabled={state.disabled}>
      <legend className={styles.legend}>
        {element['#title']}
        <RequiredMark required={state.required} />
      </legend>
      <div className={styles.flexbox}>
        {property('type__access') !== false && (
          <div className={styles.item}>
            <label htmlFor={`${id}-type`} className={styles.label}>
              {title('type')}
            </label>
            <select
              id={`${id}-type`}
              name={`${elementKey}[type]`}
              className={styles.input}
              value={current.type ?? ''}
              onChange={(event) => change('type', event.target.value)}
            >
              <option value="">{t('webform.telephone.type_empty')}</option>
              {Object.entries(typeOptions).map(([option, label]) => (
                <option key={option} value={option}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.item}>
          <label htmlFor={id} className={styles.label}>
            {title('phone')}
            <RequiredMark required={state.required} />
          </label>
          <input
            id={id}
            type="tel"
            autoComplete="tel"
            name={`${elementKey}[phone]`}
            className={styles.input}
            value={current.phone ?? ''}
            required={state.required}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={described}
            onChange={(event) => change('phone', event.target.value)}
          />
        </div>
        {property('ext__access') !== false && (
          <div className={styles.item}>
            <label htmlFor={`${id}-ext`} className={styles.label}>
              {title('ext')}
            </label>
            <input
              id={`${id}-ext`}
              type="text"
              inputMode="numeric"
              maxLength={20}
              pattern="[0-9]*"
              name={`${elementKey}[ext]`}
              className={styles.input}
              value={current.ext ?? ''}
              aria-describedby={described}
              onChange={(event) => change('ext', event.target.value)}
            />
          </div>
        )}
      </div>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
