import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { optionLabel } from '../../../domain/webform/elements';
import { asObject } from '../../../domain/webform/elements';
import styles from '../webform.module.css';
import type { WebformMappingElement } from '../../../schemas/generated/webform/webform_mapping';

/** `webform_mapping`: a table with a row per `#source`, each choosing one of the `#destination` options. */
export function Mapping({ elementKey, element }: { elementKey: string; element: WebformMappingElement }) {
  const t = useT();
  const { ui, state, value, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const chosen = asObject(value) as Record<string, string>;
  const sources = Object.entries(asObject(element['#source']));
  const destinations = Object.entries(asObject(element['#destination']));
  const heading = (name: string, fallback: string) =>
    typeof element[`#${name}__title`] === 'string' ? (element[`#${name}__title`] as string) : t(fallback);
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <table className={styles.table} id={`${id}-group`}>
        <caption className={styles.label}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{heading('source', 'webform.mapping.source')}</th>
            <th scope="col">{heading('destination', 'webform.mapping.destination')}</th>
          </tr>
        </thead>
        <tbody>
          {sources.map(([source, label], index) => {
            const selectId = index === 0 ? id : `${id}-${source}`;
            const error = ui.errors[`${elementKey}][${source}`];
            return (
              <tr key={source}>
                <th scope="row">
                  <label htmlFor={selectId}>{optionLabel(label)}</label>
                </th>
                <td>
                  <select
                    id={selectId}
                    name={`${elementKey}[${source}]`}
                    className={styles.input}
                    value={chosen[source] ?? ''}
                    required={state.required}
                    disabled={state.disabled}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${selectId}-error` : undefined}
                    onChange={(event) =>
                      setValue({ ...Object.fromEntries(sources.map(([key]) => [key, chosen[key] ?? ''])), [source]: event.target.value })
                    }
                  >
                    <option value="">{t('webform.select.empty')}</option>
                    {destinations.map(([destination, text]) => (
                      <option key={destination} value={destination}>
                        {optionLabel(text)}
                      </option>
                    ))}
                  </select>
                  <FieldErrors id={`${selectId}-error`} errors={error ? [error] : []} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={ui.errors[elementKey] ? [ui.errors[elementKey]] : []} />
    </FormItem>
  );
}
