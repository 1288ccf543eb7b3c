import type { ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import { useElement } from '../form-context';
import { Description, ElementError, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

interface ContainerProps {
  elementKey: string;
  element: WebformElementNode;
  children: ReactNode;
}

/** container, fieldset, details, webform_section, webform_flexbox: a group of child elements. */
export function Container({ elementKey, element, children }: ContainerProps) {
  const { state } = useElement(elementKey, element);
  if (!state.visible) return null;
  const title = element['#title'];
  const description = <Description id={`${elementKey}-description`} html={element['#description']} />;
  switch (element['#type']) {
    case 'fieldset':
      return (
        <fieldset className={styles.fieldset} disabled={state.disabled}>
          <legend className={styles.legend}>
            {title}
            <RequiredMark required={state.required} />
          </legend>
          {description}
          {children}
        </fieldset>
      );
    case 'details':
      return (
        <details className={styles.details} open={state.collapsed === undefined ? element['#open'] === true : !state.collapsed}>
          <summary className={styles.summary}>{title}</summary>
          {description}
          {children}
        </details>
      );
    case 'webform_section': {
      const Heading = (typeof element['#title_tag'] === 'string' ? element['#title_tag'] : 'h2') as 'h2';
      return (
        <section className={styles.section}>
          {title && <Heading className={styles.sectionTitle}>{title}</Heading>}
          {description}
          {children}
        </section>
      );
    }
    case 'webform_flexbox':
      return (
        <div className={styles.flexbox} style={{ alignItems: flexAlignment(element['#align_items']) }}>
          {children}
        </div>
      );
    default:
      return <div className={styles.container}>{children}</div>;
  }
}

export function Table({ elementKey, element, children }: ContainerProps) {
  const { state } = useElement(elementKey, element);
  if (!state.visible) return null;
  // Drupal writes a header as a list of titles or as an object of column keys to titles.
  const written = element['#header'];
  const header = Array.isArray(written)
    ? written.map(String)
    : written && typeof written === 'object'
      ? Object.values(written).map(String)
      : [];
  // Core tables may also carry rows of plain text cells.
  const textRows = Array.isArray(element['#rows']) ? (element['#rows'] as unknown[]).filter(Array.isArray) : [];
  return (
    <table className={styles.table}>
      {element['#title'] && <caption className={styles.label}>{element['#title']}</caption>}
      {header.length > 0 && (
        <thead>
          <tr>
            {header.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {children}
        {textRows.map((cells, row) => (
          <tr key={`text-${row}`}>
            {cells.map((cell, index) => (
              <td key={index}>{String(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row of a webform table: each child element is a cell. */
export function TableRow({ elementKey, element, cells }: { elementKey: string; element: WebformElementNode; cells: ReactNode[] }) {
  const { state } = useElement(elementKey, element);
  if (!state.visible) return null;
  return (
    <tr>
      {cells.map((cell, index) => (
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
}

/** A child of a table that is not a row: an element error naming it, in a row of its own so the table stays valid. */
export function OutsideTableRow({ elementKey }: { elementKey: string }) {
  const t = useT();
  return (
    <tr>
      <td colSpan={100}>
        <ElementError message={t('webform.table.outside_row', { key: elementKey })} />
      </td>
    </tr>
  );
}

/** The row alignments Drupal offers: any other text is ignored, so content never writes CSS of its own. */
const FLEX_ALIGNMENTS = new Set(['flex-start', 'flex-end', 'center', 'baseline', 'stretch']);
const flexAlignment = (value: unknown) => (typeof value === 'string' && FLEX_ALIGNMENTS.has(value) ? value : undefined);
