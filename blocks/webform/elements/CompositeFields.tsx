import { inputId, useElement } from '../form-context';
import { Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { optionLabel } from '../../../domain/webform/elements';
import { PartInput } from './PartInput';
import { RowList } from './RowList';
import styles from '../webform.module.css';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

type Row = Record<string, string>;

/** One part of a composite as drawn: its sub-key, title and input (a select with its options). */
export interface PartView {
  key: string;
  label: string;
  input: string;
  options?: Array<[string, string]>;
  emptyOption?: string;
  required: boolean;
  autocomplete?: string;
}

interface CompositeFieldsProps {
  elementKey: string;
  element: WebformElementNode;
  /** The parts of a row, given its value (an address follows its country) and whether the element is required now. */
  partsOf: (row: Row, required: boolean) => PartView[];
  /** How many rows: 1 is one composite (its value an object), anything else a list of rows. */
  limit: number | 'unlimited';
  /** A list of rows even when at most one is allowed (a repeated element's value is always a list). */
  alwaysList?: boolean;
  /** Rows always shown in a list. */
  min?: number;
  sortable?: boolean;
}

/**
 * Every composite element (custom composite, name, address, contact, link, repeated rows of
 * several parts): a fieldset of labelled parts named as Drupal names them (`key[part]`, or
 * `key[row][part]` in a list), each part's error under it, and in a list rows a visitor adds,
 * removes and reorders. The first input carries the field's id: the error summary links there.
 */
export function CompositeFields({
  elementKey,
  element,
  partsOf,
  limit,
  alwaysList = false,
  min = 1,
  sortable = false,
}: CompositeFieldsProps) {
  const { ui, state, value, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const listed = alwaysList || limit !== 1;
  const given: Row[] = Array.isArray(value) ? (value as Row[]) : value && typeof value === 'object' ? [value as Row] : [];
  const rows = given.length >= min ? given : [...given, ...Array.from({ length: Math.max(1, min) - given.length }, () => ({}))];
  const title = element['#title'] ?? '';
  const renderRow = (row: Row, index: number, change: (row: Row) => void) => (
    <div className={styles.flexbox}>
      {partsOf(row, state.required).map((part, position) => {
        const partId = index === 0 && position === 0 ? id : `${id}-${index}-${part.key}`;
        const errorName = listed && rows.length > 1 ? `${elementKey}][${index}][${part.key}` : `${elementKey}][${part.key}`;
        return (
          <PartInput
            key={part.key}
            field={{
              ...part,
              id: partId,
              name: listed ? `${elementKey}[${index}][${part.key}]` : `${elementKey}[${part.key}]`,
              error: ui.errors[errorName],
            }}
            value={row[part.key] ?? ''}
            disabled={state.disabled}
            onChange={(text) => change({ ...row, [part.key]: text })}
          />
        );
      })}
    </div>
  );
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset className={styles.fieldset} disabled={state.disabled} id={`${id}-group`}>
        <legend className={styles.legend}>
          {title}
          <RequiredMark required={state.required} />
        </legend>
        {listed ? (
          <RowList
            id={id}
            title={title}
            rows={rows}
            empty={() => ({})}
            onChange={setValue}
            max={limit === 'unlimited' ? undefined : limit}
            min={min}
            sortable={sortable}
            renderRow={renderRow}
          />
        ) : (
          renderRow(rows[0]!, 0, setValue)
        )}
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={ui.errors[elementKey] ? [ui.errors[elementKey]] : []} />
      </fieldset>
    </FormItem>
  );
}

/** The parts of a custom composite or of a repeated row: the child elements of `#element`. */
export function childParts(children: Record<string, WebformElementNode>): PartView[] {
  return Object.entries(children).map(([key, child]) => ({
    key,
    label: child['#title'] ?? key,
    input: PART_INPUTS[child['#type']] ?? 'text',
    options: child['#options'] ? Object.entries(child['#options']).map(([option, label]) => [option, optionLabel(label)]) : undefined,
    emptyOption: typeof child['#empty_option'] === 'string' ? child['#empty_option'] : undefined,
    required: child['#required'] === true,
  }));
}

const PART_INPUTS: Record<string, string> = {
  number: 'number',
  email: 'email',
  tel: 'tel',
  url: 'url',
  date: 'date',
  webform_time: 'time',
  select: 'select',
};
