import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { errorKey } from '../../../domain/webform/messages';
import { asObject } from '../../../domain/webform/elements';
import { cardinality, multipleParts } from '../../../domain/webform/families/multiple';
import { childParts, CompositeFields } from './CompositeFields';
import { PartInput } from './PartInput';
import { RowList } from './RowList';
import styles from '../webform.module.css';
import type { WebformMultipleElement } from '../../../schemas/generated/webform/webform_multiple';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** The input type of the element repeated in each row. */
const ROW_INPUTS: Record<string, string> = { number: 'number', email: 'email', tel: 'tel', url: 'url', date: 'date', webform_time: 'time' };

/**
 * `webform_multiple`: rows of one element (`#element` with a `#type`) or of several
 * (`#element`'s children), at most `#cardinality`, at least `#min_items` shown, reordered
 * unless `#sorting` is false.
 */
export function MultipleRows({ elementKey, element }: { elementKey: string; element: WebformMultipleElement }) {
  const parts = multipleParts(element);
  const max = cardinality(element);
  const min = typeof element['#min_items'] === 'number' && element['#min_items'] > 0 ? element['#min_items'] : 1;
  const sortable = element['#sorting'] !== false;
  if (parts) {
    const views = childParts(Object.fromEntries(parts));
    return (
      <CompositeFields
        elementKey={elementKey}
        element={element}
        partsOf={() => views}
        limit={max ?? 'unlimited'}
        alwaysList
        min={min}
        sortable={sortable}
      />
    );
  }
  return <SingleRows elementKey={elementKey} element={element} max={max} min={min} sortable={sortable} />;
}

function SingleRows({
  elementKey,
  element,
  max,
  min,
  sortable,
}: {
  elementKey: string;
  element: WebformElementNode;
  max?: number;
  min: number;
  sortable: boolean;
}) {
  const t = useT();
  const { ui, state, value, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const inner = asObject(element['#element']) as WebformElementNode;
  const given = Array.isArray(value) ? (value as string[]) : [];
  const rows = given.length >= min ? given : [...given, ...Array<string>(min - given.length).fill('')];
  const title = element['#title'] ?? '';
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset className={styles.fieldset} disabled={state.disabled} id={`${id}-group`}>
        <legend className={styles.legend}>
          {title}
          <RequiredMark required={state.required} />
        </legend>
        <RowList
          id={id}
          title={title}
          rows={rows}
          empty={() => ''}
          onChange={setValue}
          max={max}
          min={min}
          sortable={sortable}
          renderRow={(row, index, change) => (
            <PartInput
              field={{
                id: index === 0 ? id : `${id}-${index}`,
                name: `${elementKey}[${index}]`,
                label: t('webform.multiple.item', { title: inner['#title'] ?? title, position: index + 1 }),
                input: ROW_INPUTS[inner['#type']] ?? 'text',
                required: false,
                error: ui.errors[rows.length > 1 ? errorKey(elementKey, index) : elementKey],
              }}
              value={row}
              onChange={change}
            />
          )}
        />
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={rows.length > 1 && ui.errors[elementKey] ? [ui.errors[elementKey]] : []} />
      </fieldset>
    </FormItem>
  );
}
