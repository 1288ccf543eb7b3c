import type { ComponentType } from 'react';
import { DebugBlock } from '@quai/engine/DebugBlock';
import { Registry, type Definitions } from '@quai/engine/registry';
import { useT } from '@quai/engine/i18n';
import { Actions } from './elements/Actions';
import { Autocomplete } from './elements/Autocomplete';
import { Captcha } from './elements/Captcha';
import { CheckboxElement } from './elements/Checkbox';
import { Computed } from './elements/Computed';
import { Container, OutsideTableRow, Table, TableRow } from './elements/Containers';
import { CustomComposite } from './elements/CustomComposite';
import { DateTime } from './elements/DateTime';
import { ConfirmedPair } from './elements/EmailConfirm';
import { FileElement } from './elements/FileElement';
import { Markup } from './elements/Markup';
import { OptionsGroup, SelectElement } from './elements/Options';
import { Rating } from './elements/Rating';
import { Telephone } from './elements/Telephone';
import { TextInput } from './elements/TextInput';
import { VatNumber } from './elements/VatNumber';
import { CodeText, RichTextInput } from './elements/LongText';
import { Mapping } from './elements/Mapping';
import { MultipleRows } from './elements/MultipleRows';
import { PartComposite } from './elements/PartComposite';
import { TableChoice } from './elements/TableChoice';
// Drupal element types rendered with the option sets.
import { Datelist } from './elements/Datelist';
import { ImageSelect } from './elements/ImageSelect';
import { Item, LabelElement } from './elements/LabelItem';
import { Likert } from './elements/Likert';
import { Toggle, Toggles } from './elements/Toggle';
import { WebformMessage } from './elements/WebformMessage';
import { WebformContext, useWebform } from './form-context';
import { childrenOf, CONTAINER_TYPES } from './rules/elements';
import { describeVisibility } from './rules/state-words';
import styles from './webform.module.css';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** A webform element type, in the shape of every registry: its component. */
type ElementDefinition = { component: ComponentType<{ elementKey: string; element: WebformElementNode }> };

/**
 * The definition of each #type (`type: { component }`); containers are handled below because
 * they render children.
 */
const ELEMENTS: Definitions<ElementDefinition> = {
  ...Object.fromEntries(['textfield', 'textarea', 'password', 'search', 'email', 'webform_email_multiple', 'tel', 'url', 'number', 'range', 'color', 'hidden', 'date', 'webform_time'].map((type) => [type, { component: TextInput }])),
  value: { component: () => null },
  webform_email_confirm: { component: ConfirmedPair },
  webform_telephone: { component: Telephone },
  datetime: { component: DateTime },
  select: { component: SelectElement },
  webform_select_other: { component: SelectElement },
  // Every radio or checkbox group type goes to the group, which shows an element error for those it does not support.
  ...Object.fromEntries(['radios', 'checkboxes', 'webform_radios_other', 'webform_checkboxes_other', 'webform_buttons', 'webform_buttons_other'].map((type) => [type, { component: OptionsGroup }])),
  checkbox: { component: CheckboxElement },
  webform_terms_of_service: { component: CheckboxElement },
  ...Object.fromEntries(['managed_file', 'webform_document_file', 'webform_image_file', 'webform_audio_file', 'webform_video_file'].map((type) => [type, { component: FileElement }])),
  webform_rating: { component: Rating },
  webform_autocomplete: { component: Autocomplete },
  webform_markup: { component: Markup },
  processed_text: { component: Markup },
  webform_horizontal_rule: { component: Markup },
  webform_actions: { component: Actions },
  captcha: { component: Captcha },
  webform_vat: { component: VatNumber },
  webform_custom_composite: { component: CustomComposite },
  // Composites with parts, mappings, repeated rows, table selections, rich text and code.
  ...Object.fromEntries(['webform_name', 'webform_address', 'webform_contact', 'webform_link', 'address'].map((type) => [type, { component: PartComposite }])),
  webform_mapping: { component: Mapping },
  webform_multiple: { component: MultipleRows },
  ...Object.fromEntries(['tableselect', 'webform_tableselect_sort', 'webform_table_sort'].map((type) => [type, { component: TableChoice }])),
  text_format: { component: RichTextInput },
  webform_codemirror: { component: CodeText },
  // Drupal element types rendered with the option sets (webform_buttons_other is a group above).
  datelist: { component: Datelist },
  webform_message: { component: WebformMessage },
  webform_likert: { component: Likert },
  webform_toggle: { component: Toggle },
  webform_toggles: { component: Toggles },
  webform_image_select: { component: ImageSelect },
  label: { component: LabelElement },
  language_select: { component: SelectElement },
  password_confirm: { component: ConfirmedPair },
  webform_computed_token: { component: Computed },
  webform_computed_twig: { component: Computed },
};
const elements = new Registry(ELEMENTS);

/** The child elements of a form or a container, in order. */
export function ElementList({ holder, insideTable = false }: { holder: Record<string, unknown>; insideTable?: boolean }) {
  return (
    <>
      {childrenOf(holder).map(([key, element]) =>
        insideTable && element['#type'] !== 'webform_table_row' ? <OutsideTableRow key={key} elementKey={key} /> : <ElementView key={key} elementKey={key} element={element} inTable={insideTable} />,
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
  const t = useT();
  const type = element['#type'];
  if (type === 'webform_table' || type === 'table') {
    return (
      <Table elementKey={elementKey} element={element}>
        <ElementList holder={element} insideTable />
      </Table>
    );
  }
  if (type === 'webform_table_row' && inTable) {
    return <TableRow elementKey={elementKey} element={element} cells={childrenOf(element).map(([key, cell]) => <ElementView key={key} elementKey={key} element={cell} />)} />;
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
  // The content validator reports an unknown element type; only development shows it in place.
  if (!Renderer) return import.meta.env.DEV ? <DebugBlock node={{ [elementKey]: element }} reason={t('webform.unknown_type', { type })} /> : null;
  return <Renderer elementKey={elementKey} element={element} />;
}
