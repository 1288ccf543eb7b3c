import { Registry } from '@quai/engine/registry';
import { useT } from '@quai/engine/i18n';
import { Container, OutsideTableRow, Table, TableRow } from './elements/Containers';
import { Item } from './elements/LabelItem';
import { UnknownElement, UnsupportedChoiceGroup } from './elements/UnknownElement';
import { WebformContext, useWebform } from './form-context';
import { childElements, CONTAINER_TYPES, isChoiceGroupType } from '../../domain/webform/elements';
import { describeVisibility } from '../../domain/webform/state-words';
import { ELEMENTS } from './renderers';
import styles from './webform.module.css';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

const elements = new Registry(ELEMENTS);

/** The child elements of a form or a container, in order. */
export function ElementList({ holder, insideTable = false }: { holder: Record<string, unknown>; insideTable?: boolean }) {
  return (
    <>
      {childElements(holder).map(([key, element]) =>
        insideTable && element['#type'] !== 'webform_table_row' ? (
          <OutsideTableRow key={key} elementKey={key} />
        ) : (
          <ElementView key={key} elementKey={key} element={element} inTable={insideTable} />
        ),
      )}
    </>
  );
}

/**
 * An element, or what #states make of it. Without scripts (the server HTML, before hydration) a
 * part #states hide is shown anyway with its condition in words; a style for browsers that run
 * scripts hides it until hydration removes it, so they never show it. The server applies the
 * condition to what is posted.
 */
function ElementView(props: { elementKey: string; element: WebformElementNode; inTable?: boolean }) {
  const t = useT();
  const ui = useWebform();
  const { elementKey, element } = props;
  const state = ui.states.get(elementKey);
  const hiddenByStates = state !== undefined && !state.visible && element['#access'] !== false;
  if (!hiddenByStates || ui.scripted) return <ElementBody {...props} />;
  const words = describeVisibility(element['#states'], ui.elements, t);
  const shown = (
    <WebformContext.Provider value={{ ...ui, revealed: true }}>
      {words ? (
        <div className={styles.conditional}>
          <p className={styles.condition}>{words}</p>
          <ElementBody {...props} />
        </div>
      ) : (
        <ElementBody {...props} />
      )}
    </WebformContext.Provider>
  );
  // Already inside a revealed part: its wrapper holds this one too.
  return ui.revealed ? shown : <div className={styles.withoutScripts}>{shown}</div>;
}

function ElementBody({ elementKey, element, inTable = false }: { elementKey: string; element: WebformElementNode; inTable?: boolean }) {
  const type = element['#type'];
  if (type === 'webform_table' || type === 'table') {
    return (
      <Table elementKey={elementKey} element={element}>
        <ElementList holder={element} insideTable />
      </Table>
    );
  }
  if (type === 'webform_table_row' && inTable) {
    return (
      <TableRow
        elementKey={elementKey}
        element={element}
        cells={childElements(element).map(([key, cell]) => <ElementView key={key} elementKey={key} element={cell} />)}
      />
    );
  }
  if (type === 'item') {
    return (
      <Item elementKey={elementKey} element={element}>
        <ElementList holder={element} />
      </Item>
    );
  }
  if (CONTAINER_TYPES.has(type)) {
    return (
      <Container elementKey={elementKey} element={element}>
        <ElementList holder={element} />
      </Container>
    );
  }
  const Renderer = elements.component(type);
  // The content validator warns of an unknown element type; the page shows it too, as a notice,
  // and a group of radios or checkboxes of an unknown type as the error the spec names.
  if (!Renderer)
    return isChoiceGroupType(type) ? (
      <UnsupportedChoiceGroup elementKey={elementKey} element={element} />
    ) : (
      <UnknownElement elementKey={elementKey} element={element} />
    );
  return <Renderer elementKey={elementKey} element={element} />;
}
