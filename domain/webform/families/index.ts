import { checkbox, termsOfService, toggle } from './checkbox';
import { imageSelect, oneChoice, oneChoiceOrOther, select, tickedChoices, tickedChoicesOrOther } from './choices';
import { customComposite, telephone, vat } from './composites';
import { emailConfirm, passwordConfirm } from './confirmations';
import { datelist } from './datelist';
import { date, datetime, time } from './dates';
import type { ElementFamily } from './family';
import { files } from './files';
import { fixedValues } from './fixed';
import { likert } from './likert';
import { code, richText } from './long-text';
import { mapping } from './mapping';
import { multiple } from './multiple';
import { number, range, rating, scale } from './numbers';
import { partComposites } from './part-composites';
import { signature } from './signature';
import { tableChoice } from './table-choice';
import { autocomplete, email, singleText, tel, url } from './text';

/**
 * Every family of element rules, as the renderers' table in blocks/webform/Elements.tsx: each
 * `#type` to the rules of its family. A type named by two families is refused when the table is built.
 */
export const FAMILIES: readonly ElementFamily[] = [
  email,
  url,
  tel,
  singleText,
  autocomplete,
  emailConfirm,
  passwordConfirm,
  number,
  range,
  rating,
  scale,
  date,
  datetime,
  time,
  datelist,
  select,
  oneChoice,
  tickedChoices,
  oneChoiceOrOther,
  tickedChoicesOrOther,
  imageSelect,
  checkbox,
  termsOfService,
  toggle,
  files,
  fixedValues,
  telephone,
  vat,
  customComposite,
  likert,
  partComposites,
  signature,
  richText,
  code,
  mapping,
  multiple,
  tableChoice,
];

/** Each `#type` to its family; a type named by two families is refused. */
export function familyTable(families: readonly ElementFamily[]): ReadonlyMap<string, ElementFamily> {
  const table = new Map<string, ElementFamily>();
  for (const family of families)
    for (const type of family.types) {
      if (table.has(type)) throw new Error(`the webform element type "${type}" is in two families of rules`);
      table.set(type, family);
    }
  return table;
}

const BY_TYPE = familyTable(FAMILIES);

/** A type of no family: a text with no rule of its own beyond `#maxlength` and `#pattern` (textfield, textarea...). */
const PLAIN: ElementFamily = { types: [] };

/** The rules of an element's family. */
export function familyOf(element: { '#type': string }): ElementFamily {
  return BY_TYPE.get(element['#type']) ?? PLAIN;
}
