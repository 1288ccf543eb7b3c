import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { DEFAULT_RATING_MAX } from '../../../domain/webform/families/numbers';
import styles from '../webform.module.css';
import type { WebformRatingElement } from '../../../schemas/generated/webform/webform_rating';

const STAR_SIZES = { small: 16, medium: 24, large: 32 } as const;

/** A star rating: radio buttons drawn as stars, 1 to #max (5 by default). */
export function Rating({ elementKey, element }: { elementKey: string; element: WebformRatingElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const max = typeof element['#max'] === 'number' ? element['#max'] : DEFAULT_RATING_MAX;
  const current = Number(typeof value === 'string' ? value : '') || 0;
  const size = STAR_SIZES[(element['#star_size'] as keyof typeof STAR_SIZES) ?? 'medium'] ?? STAR_SIZES.medium;
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset
        className={styles.group}
        id={`${id}-group`}
        disabled={state.disabled}
        aria-describedby={errors.length ? `${id}-error` : undefined}
      >
        <legend className={styles.label}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </legend>
        <div className={styles.stars} style={{ fontSize: size }}>
          {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
            <label key={star} className={styles.star} data-on={star <= current || undefined}>
              <input
                {...(star === 1 ? { id } : {})}
                type="radio"
                className={styles.visuallyHidden}
                name={elementKey}
                value={String(star)}
                checked={current === star}
                required={state.required && star === 1}
                onChange={() => setValue(String(star))}
              />
              <span aria-hidden="true">★</span>
              <span className={styles.visuallyHidden}>{t('webform.rating.star', { count: star, max })}</span>
            </label>
          ))}
        </div>
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={errors} />
      </fieldset>
    </FormItem>
  );
}
