import type { ComponentType } from 'react';
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
import { More } from './elements/More';
import { OptionsGroup, SelectElement } from './elements/Options';
import { Rating } from './elements/Rating';
import { Scale } from './elements/Scale';
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
import { Signature } from './elements/Signature';
import { Toggle, Toggles } from './elements/Toggle';
import { UnknownElement, UnsupportedChoiceGroup } from './elements/UnknownElement';
import { WebformMessage } from './elements/WebformMessage';
import { WebformContext, useWebform } from './form-context';
import { childrenOf, CONTAINER_TYPES, isChoiceGroupType } from '../../domain/webform/elements';
import { describeVisibility } from '../../domain/webform/state-words';
import styles from './webform.module.css';
import type { KnownWebformElementNodeOf, KnownWebformElementNodeType, WebformElementNode } from '../../schemas/generated/webform/element';

/** A webform element type, in the shape of every registry: its component. */
type ElementDefinition = { component: ComponentType<{ elementKey: string; element: WebformElementNode }> };

/**
 * The definitions of the given #types, all rendered by one component that takes the elements of
 * those types as their schemas type them: registering a component for a type whose element it
 * does not read is a type error. The registry is keyed by #type and the dispatch below looks the
 * component up by the element's own #type, so a component only ever gets the elements it was
 * registered for; TypeScript cannot follow that link through the lookup, hence the one cast.
 */
function renderer<T extends KnownWebformElementNodeType>(
  component: ComponentType<{ elementKey: string; element: KnownWebformElementNodeOf<T> }>,
  ...types: T[]
): Definitions<ElementDefinition> {
  return Object.fromEntries(
    types.map((type) => [type, { component: component as ComponentType<{ elementKey: string; element: WebformElementNode }> }]),
  );
}

/**
 * The definitions of every group in one, refusing a #type given two renderers: merged by
 * spreading, the later one would silently replace the first.
 */
function oneRendererEach(...groups: Definitions<ElementDefinition>[]): Definitions<ElementDefinition> {
  const all: Record<string, ElementDefinition> = {};
  for (const group of groups)
    for (const [type, definition] of Object.entries(group)) {
      if (type in all) throw new Error(`the webform element type "${type}" has two renderers`);
      all[type] = definition;
    }
  return all;
}

/**
 * The definition of each #type (`type: { component }`); containers are handled below because
 * they render children.
 */
export const ELEMENTS: Definitions<ElementDefinition> = oneRendererEach(
  // Values the form sets itself, shown nowhere.
  { value: { component: () => null }, webform_variant: { component: () => null } },
  renderer(
    TextInput,
    'textfield',
    'textarea',
    'password',
    'search',
    'email',
    'webform_email_multiple',
    'tel',
    'url',
    'number',
    'range',
    'color',
    'hidden',
    'date',
    'webform_time',
  ),
  renderer(ConfirmedPair, 'webform_email_confirm', 'password_confirm'),
  renderer(Telephone, 'webform_telephone'),
  renderer(DateTime, 'datetime'),
  renderer(SelectElement, 'select', 'webform_select_other', 'language_select'),
  // Every radio or checkbox group type goes to the group, which shows an element error for those it does not support.
  renderer(
    OptionsGroup,
    'radios',
    'checkboxes',
    'webform_radios_other',
    'webform_checkboxes_other',
    'webform_buttons',
    'webform_buttons_other',
  ),
  renderer(CheckboxElement, 'checkbox', 'webform_terms_of_service'),
  renderer(FileElement, 'managed_file', 'webform_document_file', 'webform_image_file', 'webform_audio_file', 'webform_video_file'),
  renderer(Rating, 'webform_rating'),
  renderer(Autocomplete, 'webform_autocomplete'),
  renderer(Markup, 'webform_markup', 'processed_text', 'webform_horizontal_rule'),
  renderer(Actions, 'webform_actions'),
  renderer(Captcha, 'captcha'),
  renderer(VatNumber, 'webform_vat'),
  renderer(CustomComposite, 'webform_custom_composite'),
  // Composites with parts, mappings, repeated rows, table selections, rich text and code.
  renderer(PartComposite, 'webform_name', 'webform_address', 'webform_contact', 'webform_link', 'address'),
  renderer(Mapping, 'webform_mapping'),
  renderer(MultipleRows, 'webform_multiple'),
  renderer(TableChoice, 'tableselect', 'webform_tableselect_sort', 'webform_table_sort'),
  renderer(RichTextInput, 'text_format'),
  renderer(CodeText, 'webform_codemirror'),
  // Drupal element types rendered with the option sets.
  renderer(Datelist, 'datelist'),
  renderer(WebformMessage, 'webform_message'),
  renderer(Likert, 'webform_likert'),
  renderer(Toggle, 'webform_toggle'),
  renderer(Toggles, 'webform_toggles'),
  renderer(Signature, 'webform_signature'),
  renderer(ImageSelect, 'webform_image_select'),
  renderer(LabelElement, 'label'),
  renderer(Computed, 'webform_computed_token', 'webform_computed_twig'),
  renderer(Scale, 'webform_scale'),
  renderer(More, 'webform_more'),
);
const elements = new Registry(ELEMENTS);

/** The child elements of a form or a container, in order. */
export function ElementList({ holder, insideTable = false }: { holder: Record<string, unknown>; insideTable?: boolean }) {
  return (
    <>
      {childrenOf(holder).map(([key, element]) =>
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
        cells={childrenOf(element).map(([key, cell]) => <ElementView key={key} elementKey={key} element={cell} />)}
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
