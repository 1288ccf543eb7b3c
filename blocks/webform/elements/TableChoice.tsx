import { useEffect, useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { optionLabel } from '../../../domain/webform/elements';
import { asObject } from '../../../domain/webform/elements';
import { moveButtonId, moveRow, useFocusAfterChange } from './RowList';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor, WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * The columns of a table selection: `#header` as a list of titles (cells of a row taken in
 * order) or as an object of column keys to titles (cells of a row taken by key). A row that is
 * a plain label is one cell.
 */
function tableColumns(element: WebformElementNode): { titles: string[]; cellsOf: (row: unknown) => string[] } {
  const header = element['#header'];
  const keyed =
    header && typeof header === 'object' && !Array.isArray(header) ? Object.entries(header as Record<string, unknown>) : undefined;
  const titles = keyed ? keyed.map(([, title]) => String(title)) : Array.isArray(header) ? header.map(String) : [];
  const cellsOf = (row: unknown): string[] => {
    if (typeof row === 'string') return [optionLabel(row)];
    const cells = asObject(row);
    return keyed ? keyed.map(([key]) => String(cells[key] ?? '')) : Object.values(cells).map(String);
  };
  return { titles, cellsOf };
}

/**
 * `tableselect` (a checkbox per row, or a radio with `#multiple: false`), and the sorted
 * variants: `webform_tableselect_sort` (ticked rows in the order the visitor gives them) and
 * `webform_table_sort` (every row; the order is the value). Rows move with "up" and "down"
 * buttons, by keyboard or pointer; without scripts the rows are posted in the order shown.
 */
export function TableChoice({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'tableselect' | 'webform_tableselect_sort' | 'webform_table_sort'>;
}) {
  const t = useT();
  const { ui, state, value, setValue } = useElement(elementKey, element);
  const focusAfter = useFocusAfterChange();
  const id = inputId(ui.formId, elementKey);
  const type = element['#type'];
  const options = asObject(element['#options']);
  const chosen = typeof value === 'string' ? (value ? [value] : []) : Array.isArray(value) ? (value as string[]) : [];
  const sortable = type !== 'tableselect';
  const selectable = type !== 'webform_table_sort';
  const multiple = type !== 'tableselect' || element['#multiple'] !== false;
  // The rows in the visitor's order: those of the value first, then the others as written.
  const [order, setOrder] = useState(() => [
    ...chosen.filter((key) => Object.hasOwn(options, key)),
    ...Object.keys(options).filter((key) => !chosen.includes(key)),
  ]);
  // A sorted table's value is its order, even untouched: given once, when the table is first shown.
  const untouched = !selectable && chosen.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: given once, when the table is first shown untouched; later orders are set by the moves.
  useEffect(() => {
    if (untouched) setValue(order);
  }, [untouched]);
  const rows = sortable ? order : Object.keys(options);
  const { titles, cellsOf } = tableColumns(element);
  const title = element['#title'] ?? '';
  const commit = (nextOrder: string[], nextChosen: string[]) => {
    setOrder(nextOrder);
    if (!selectable) setValue(nextOrder);
    else setValue(multiple ? nextOrder.filter((key) => nextChosen.includes(key)) : (nextChosen[0] ?? ''));
  };
  const move = (from: number, to: number) => {
    focusAfter(moveButtonId(`${id}-row-${to}`, from > to ? 'up' : 'down', to, rows.length));
    commit(moveRow(rows, from, to), chosen);
  };
  const error = ui.errors[elementKey];
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <table className={styles.table} id={`${id}-group`} aria-describedby={error ? `${id}-error` : undefined}>
        <caption className={styles.label}>
          {title}
          <RequiredMark required={state.required} />
        </caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('webform.table.choose')}</span>
              </th>
            )}
            {(titles.length ? titles : [title]).map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
            {sortable && (
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('webform.table.order')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const cells = cellsOf(options[row]);
            const rowId = `${id}-row-${index}`;
            return (
              <tr key={row} id={rowId}>
                {selectable && (
                  <td>
                    <input
                      // The first row's input carries the field's id: the error summary links there.
                      id={index === 0 ? id : `${id}-${row}`}
                      type={multiple ? 'checkbox' : 'radio'}
                      name={multiple ? `${elementKey}[${row}]` : elementKey}
                      value={row}
                      checked={chosen.includes(row)}
                      disabled={state.disabled}
                      aria-labelledby={`${rowId}-label`}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) =>
                        commit(rows, multiple ? (event.target.checked ? [...chosen, row] : chosen.filter((key) => key !== row)) : [row])
                      }
                    />
                  </td>
                )}
                {cells.map((cell, at) =>
                  at === 0 ? (
                    <th key={at} scope="row" id={`${rowId}-label`}>
                      {cell}
                      {!selectable && <input type="hidden" name={`${elementKey}[]`} value={row} />}
                    </th>
                  ) : (
                    <td key={at}>{cell}</td>
                  ),
                )}
                {sortable && (
                  <td>
                    <div className={styles.rowButtons}>
                      {index > 0 && (
                        <button
                          type="button"
                          id={`${rowId}-up`}
                          className={`${styles.secondaryButton} ${styles.scriptsOnly}`}
                          onClick={() => move(index, index - 1)}
                        >
                          {t('webform.table.up', { row: cells[0] ?? row })}
                        </button>
                      )}
                      {index < rows.length - 1 && (
                        <button
                          type="button"
                          id={`${rowId}-down`}
                          className={`${styles.secondaryButton} ${styles.scriptsOnly}`}
                          onClick={() => move(index, index + 1)}
                        >
                          {t('webform.table.down', { row: cells[0] ?? row })}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={error ? [error] : []} />
    </FormItem>
  );
}
