import { inputId, useElement } from '../form-context';
import { choiceImages } from '../../../domain/webform/families/choices';
import { isListValued, valueLimit } from '../../../domain/webform/value-shapes';
import { GroupFieldset } from './GroupFieldset';
import choiceStyles from './choices.module.css';
import type { WebformImageSelectElement } from '../../../schemas/generated/webform/webform_image_select';

/**
 * Images to choose from: each is a native radio (or a checkbox with #multiple) whose label is
 * the image, its text as alternative text (and shown under it with #show_label). The inputs stay
 * in the page, out of sight, so arrows, space and tab work as in any radio or checkbox group, and
 * the image chosen shows a frame, as does the one with focus.
 */
export function ImageSelect({ elementKey, element }: { elementKey: string; element: WebformImageSelectElement }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const multiple = isListValued(element);
  const selected = multiple ? (Array.isArray(value) ? (value as string[]) : []) : [typeof value === 'string' ? value : ''];
  const limit = valueLimit(element);
  const full = multiple && limit !== 'unlimited' && selected.length >= limit;
  return (
    <GroupFieldset
      id={id}
      element={element}
      state={state}
      errors={errors}
      groupProps={multiple ? {} : { role: 'radiogroup', 'aria-required': state.required || undefined }}
    >
      <div className={choiceStyles.images}>
        {Object.entries(choiceImages(element)).map(([option, image], index) => {
          const checked = selected.includes(option);
          return (
            <label key={option} className={choiceStyles.image}>
              <input
                {...(index === 0 ? { id } : {})}
                className={choiceStyles.imageInput}
                type={multiple ? 'checkbox' : 'radio'}
                name={multiple ? `${elementKey}[${option}]` : elementKey}
                value={option}
                checked={checked}
                required={!multiple && state.required && index === 0}
                disabled={full && !checked}
                aria-invalid={errors.length > 0 || undefined}
                onChange={(event) =>
                  setValue(multiple ? (event.target.checked ? [...selected, option] : selected.filter((item) => item !== option)) : option)
                }
              />
              <img src={image.src} alt={image.text ?? option} className={choiceStyles.imagePicture} />
              {element['#show_label'] === true && <span aria-hidden="true">{image.text ?? option}</span>}
            </label>
          );
        })}
      </div>
    </GroupFieldset>
  );
}
