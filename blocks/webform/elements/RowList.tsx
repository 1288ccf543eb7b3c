import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import styles from '../webform.module.css';

interface RowListProps<Row> {
  /** The DOM id rows and buttons are named from. */
  id: string;
  /** The field's title, in the buttons' names ("Remove row 2 of Passengers"). */
  title: string;
  rows: Row[];
  empty: () => Row;
  onChange: (rows: Row[]) => void;
  /** At most this many rows (undefined: unlimited); at least `min`, one by default. */
  max?: number;
  min?: number;
  /** Rows can be moved up and down. */
  sortable?: boolean;
  renderRow: (row: Row, index: number, change: (row: Row) => void) => ReactNode;
}

/**
 * Rows a visitor adds, removes and (when sortable) reorders, with buttons whose names say
 * which row they act on. After "add" focus goes to the new row's first input; after "remove"
 * to the row that took its place (or the one before, or "add"); after a move it follows the
 * row. The buttons need scripts; without them the rows shown are posted as they are.
 */
export function RowList<Row>({ id, title, rows, empty, onChange, max, min = 1, sortable = false, renderRow }: RowListProps<Row>) {
  const t = useT();
  const focusAfter = useFocusAfterChange();
  const rowId = (index: number) => `${id}-row-${index}`;
  const change = (next: Row[], focus: string) => {
    focusAfter(focus);
    onChange(next);
  };
  const move = (from: number, to: number) =>
    change(moveRow(rows, from, to), moveButtonId(rowId(to), from > to ? 'up' : 'down', to, rows.length));
  const canAdd = max === undefined || rows.length < max;
  return (
    <div className={styles.repeatable}>
      <ol className={styles.repeatableList}>
        {rows.map((row, index) => {
          const position = index + 1;
          return (
            <li key={index}>
              {/* biome-ignore lint/a11y/useSemanticElements: a row names the fields it holds; its element's own fieldset (if any) is inside. */}
              <div id={rowId(index)} className={styles.rowItem} role="group" aria-label={t('webform.rows.row', { title, position })}>
                {renderRow(row, index, (next) => onChange(rows.map((old, at) => (at === index ? next : old))))}
                <div className={`${styles.rowButtons} ${styles.scriptsOnly}`}>
                  {sortable && index > 0 && (
                    <button
                      type="button"
                      id={`${rowId(index)}-up`}
                      className={styles.secondaryButton}
                      onClick={() => move(index, index - 1)}
                    >
                      {t('webform.rows.up', { title, position })}
                    </button>
                  )}
                  {sortable && index < rows.length - 1 && (
                    <button
                      type="button"
                      id={`${rowId(index)}-down`}
                      className={styles.secondaryButton}
                      onClick={() => move(index, index + 1)}
                    >
                      {t('webform.rows.down', { title, position })}
                    </button>
                  )}
                  {rows.length > min && (
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      onClick={() =>
                        change(
                          rows.filter((_, at) => at !== index),
                          rows.length > 1 ? rowId(Math.min(index, rows.length - 2)) : `${id}-add`,
                        )
                      }
                    >
                      {t('webform.rows.remove', { title, position })}
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <button
          type="button"
          id={`${id}-add`}
          className={`${styles.secondaryButton} ${styles.scriptsOnly}`}
          onClick={() => change([...rows, empty()], rowId(rows.length))}
        >
          {t('webform.rows.add', { title })}
        </button>
      )}
    </div>
  );
}

/**
 * Moves focus once the next render is done: to the element with that id when it is a button,
 * else to its first input. Rows re-render on every change, so focus is set after, not before.
 */
export function useFocusAfterChange(): (id: string) => void {
  const next = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!next.current) return;
    const target = document.getElementById(next.current);
    next.current = undefined;
    (target?.matches('button') ? target : target?.querySelector<HTMLElement>('input, select, textarea'))?.focus();
  });
  return (id) => {
    next.current = id;
  };
}

export function moveRow<Row>(rows: readonly Row[], from: number, to: number): Row[] {
  const next = [...rows];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** The button focus follows a moved row to: the same one, or at an end of the list the row's other one. */
export function moveButtonId(rowId: string, direction: 'up' | 'down', to: number, count: number): string {
  const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === count - 1);
  return `${rowId}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`;
}
