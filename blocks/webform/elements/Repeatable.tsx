import type { ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import type { FieldValue } from '../../../domain/webform/elements';
import { valueLimit } from '../../../domain/webform/value-shapes';
import styles from '../webform.module.css';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * A list of values (#multiple): it starts with one empty item or the default; "add" appends an
 * empty item while under the limit (always when unlimited); "remove" shows with two items or more.
 */
export function Repeatable({
  element,
  id,
  value,
  onChange,
  render,
}: {
  element: WebformElementNode;
  id: string;
  value: FieldValue | undefined;
  onChange: (value: string[]) => void;
  render: (id: string, item: string, change: (item: string) => void, label: string) => ReactNode;
}) {
  const t = useT();
  const items = Array.isArray(value) && value.length ? (value as string[]) : [''];
  const limit = valueLimit(element);
  const canAdd = limit === 'unlimited' || items.length < limit;
  const title = element['#title'] ?? '';
  return (
    <div className={styles.repeatable}>
      <ul className={styles.repeatableList}>
        {items.map((item, index) => (
          <li key={index} className={styles.repeatableItem}>
            {render(
              index === 0 ? id : `${id}-${index}`,
              item,
              (next) => onChange(items.map((old, at) => (at === index ? next : old))),
              t('webform.multiple.item', { title, position: index + 1 }),
            )}
            {items.length > 1 && (
              <button
                type="button"
                className={`${styles.secondaryButton} ${styles.scriptsOnly}`}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                {t('webform.multiple.remove', { title, position: index + 1 })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canAdd && (
        <button type="button" className={`${styles.secondaryButton} ${styles.scriptsOnly}`} onClick={() => onChange([...items, ''])}>
          {t('webform.multiple.add')}
        </button>
      )}
    </div>
  );
}
