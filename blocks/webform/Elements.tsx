import type { ComponentType } from 'react';
import { DebugBlock } from '../../engine/DebugBlock';
import { useT } from '../../engine/i18n';
import { Actions } from './elements/Actions';
import { Autocomplete } from './elements/Autocomplete';
import { Captcha } from './elements/Captcha';
import { CheckboxElement } from './elements/Checkbox';
import { Computed } from './elements/Computed';
import { Container, OutsideTableRow, Table, TableRow } from './elements/Containers';
import { CustomComposite } from './elements/CustomComposite';
import { DateTime } from './elements/DateTime';
import { EmailConfirm } from './elements/EmailConfirm';
import { FileElement } from './elements/FileElement';
import { Markup } from './elements/Markup';
import { OptionsGroup, SelectElement } from './elements/Options';
import { Rating } from './elements/Rating';
import { Telephone } from './elements/Telephone';
import { TextInput } from './elements/TextInput';
import { VatNumber } from './elements/VatNumber';
import { WebformContext, useWebform } from './form-context';
import { childrenOf, CONTAINER_TYPES, type WebformElement } from './rules/elements';
import { describeVisibility } from './rules/state-words';
import styles from './webform.module.css';

type ElementRenderer = ComponentType<{ elementKey: string; element: WebformElement }>;

/** The renderer of each #type; containers are handled below because they render children. */
const RENDERERS: Record<string, ElementRenderer> = {
  ...Object.fromEntries(['textfield', 'textarea', 'password', 'search', 'email', 'webform_email_multiple', 'tel', 'url', 'number', 'range', 'color', 'hidden', 'date', 'webform_time'].map((type) => [type, TextInput])),
  value: () => null,
  webform_email_confirm: EmailConfirm,
  webform_telephone: Telephone,
  datetime: DateTime,
  select: SelectElement,
  webform_select_other: SelectElement,
  // Every radio or checkbox group type goes to the group, which shows an element error for those it does not support.
  ...Object.fromEntries(['radios', 'checkboxes', 'webform_radios_other', 'webform_checkboxes_other', 'webform_buttons', 'webform_buttons_other', 'webform_toggles', 'webform_image_select', 'tableselect', 'webform_likert'].map((type) => [type, OptionsGroup])),
  checkbox: CheckboxElement,
  webform_terms_of_service: CheckboxElement,
  ...Object.fromEntries(['managed_file', 'webform_document_file', 'webform_image_file', 'webform_audio_file', 'webform_video_file'].map((type) => [type, FileElement])),
  webform_rating: Rating,
  webform_autocomplete: Autocomplete,
  webform_markup: Markup,
  processed_text: Markup,
  webform_horizontal_rule: Markup,
  webform_actions: Actions,
  captcha: Captcha,
  webform_vat: VatNumber,
  webform_custom_composite: CustomComposite,
  webform_computed_token: Computed,
  webform_computed_twig: Computed,
};

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
function ElementView(props: { elementKey: string; element: WebformElement; inTable?: boolean }) {
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

function ElementBody({ elementKey, element, inTable = false }: { elementKey: string; element: WebformElement; inTable?: boolean }) {
  const t = useT();
  const type = element['#type'];
  if (type === 'webform_table') {
    return (
      <Table elementKey={elementKey} element={element}>
        <ElementList holder={element} insideTable />
      </Table>
    );
  }
  if (type === 'webform_table_row' && inTable) {
    return <TableRow elementKey={elementKey} element={element} cells={childrenOf(element).map(([key, cell]) => <ElementView key={key} elementKey={key} element={cell} />)} />;
  }
  if (CONTAINER_TYPES.has(type)) {
    return (
      <Container elementKey={elementKey} element={element}>
        <ElementList holder={element} />
      </Container>
    );
  }
  const Renderer = RENDERERS[type];
  // The content validator reports an unknown element type; only development shows it in place.
  if (!Renderer) return import.meta.env.DEV ? <DebugBlock node={{ [elementKey]: element }} reason={t('webform.unknown_type', { type })} /> : null;
  return <Renderer elementKey={elementKey} element={element} />;
}
