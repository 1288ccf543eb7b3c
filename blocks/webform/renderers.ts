import type { ComponentType } from 'react';
import type { Definitions } from '@quai/engine/registry';
import { Actions } from './elements/Actions';
import { Autocomplete } from './elements/Autocomplete';
import { Captcha } from './elements/Captcha';
import { CheckboxElement } from './elements/Checkbox';
import { OptionsGroup, SelectElement } from './elements/Choices';
import { Computed } from './elements/Computed';
import { ConfirmedPair } from './elements/ConfirmedPair';
import { CustomComposite } from './elements/CustomComposite';
import { Datelist } from './elements/Datelist';
import { DateTime } from './elements/DateTime';
import { FileElement } from './elements/FileElement';
import { ImageSelect } from './elements/ImageSelect';
import { LabelElement } from './elements/LabelItem';
import { Likert } from './elements/Likert';
import { CodeText, RichTextInput } from './elements/LongText';
import { Mapping } from './elements/Mapping';
import { Markup } from './elements/Markup';
import { More } from './elements/More';
import { MultipleRows } from './elements/MultipleRows';
import { PartComposite } from './elements/PartComposite';
import { Rating } from './elements/Rating';
import { Scale } from './elements/Scale';
import { Signature } from './elements/Signature';
import { TableChoice } from './elements/TableChoice';
import { Telephone } from './elements/Telephone';
import { TextInput } from './elements/TextInput';
import { Toggle, Toggles } from './elements/Toggle';
import { VatNumber } from './elements/VatNumber';
import { WebformMessage } from './elements/WebformMessage';
import { FAMILIES, type FamilyName, type FamilyTypes } from '../../domain/webform/families';
import type { KnownWebformElementNodeFor, KnownWebformElementNodeType, WebformElementNode } from '../../schemas/generated/webform/element';

/** A component that renders the elements of the given `#type`s, typed by their schemas. */
type ElementRenderer<T extends KnownWebformElementNodeType> = ComponentType<{ elementKey: string; element: KnownWebformElementNodeFor<T> }>;

/** Values the form sets itself are shown nowhere. */
const Nothing = () => null;

/**
 * The renderer of each element family, by the family's name in `FAMILIES`
 * (domain/webform/families/index.ts): a family without a renderer, or a renderer that does not
 * read the elements of its family's types, fails the type check.
 */
export const RENDERERS: { [F in FamilyName]: ElementRenderer<FamilyTypes<F>> } = {
  plainText: TextInput,
  email: TextInput,
  url: TextInput,
  tel: TextInput,
  singleText: TextInput,
  autocomplete: Autocomplete,
  emailConfirm: ConfirmedPair,
  passwordConfirm: ConfirmedPair,
  number: TextInput,
  range: TextInput,
  rating: Rating,
  scale: Scale,
  date: TextInput,
  datetime: DateTime,
  time: TextInput,
  datelist: Datelist,
  select: SelectElement,
  selectOrOther: SelectElement,
  // Every radio or checkbox group type goes to the group, which shows an element error for those it does not support.
  oneChoice: OptionsGroup,
  tickedChoices: OptionsGroup,
  toggles: Toggles,
  oneChoiceOrOther: OptionsGroup,
  tickedChoicesOrOther: OptionsGroup,
  imageSelect: ImageSelect,
  checkbox: CheckboxElement,
  termsOfService: CheckboxElement,
  toggle: Toggle,
  files: FileElement,
  fixedValues: Nothing,
  telephone: Telephone,
  vat: VatNumber,
  customComposite: CustomComposite,
  likert: Likert,
  partComposites: PartComposite,
  signature: Signature,
  richText: RichTextInput,
  code: CodeText,
  mapping: Mapping,
  multiple: MultipleRows,
  tableChoice: TableChoice,
  markup: Markup,
  message: WebformMessage,
  label: LabelElement,
  more: More,
  actions: Actions,
  captcha: Captcha,
  computed: Computed,
};

/** A webform element type, in the shape of every registry: its component. */
type ElementDefinition = { component: ComponentType<{ elementKey: string; element: WebformElementNode }> };

/**
 * The definition of each `#type`, derived from the families: every type of a family gets the
 * family's renderer. The dispatch looks a component up by the element's own `#type`, so a
 * component only ever gets the elements it was typed for; TypeScript cannot follow that link
 * through the lookup, hence the one cast. Containers render their children and are dispatched
 * before this table (ElementList.tsx).
 */
export const ELEMENTS: Definitions<ElementDefinition> = Object.fromEntries(
  (Object.keys(FAMILIES) as FamilyName[]).flatMap((name) =>
    FAMILIES[name].types.map((type) => [type, { component: RENDERERS[name] as ElementDefinition['component'] }]),
  ),
);
