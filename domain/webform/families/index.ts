import { checkbox, termsOfService, toggle } from './checkbox';
import { imageSelect, oneChoice, oneChoiceOrOther, select, selectOrOther, tickedChoices, tickedChoicesOrOther, toggles } from './choices';
import { emailConfirm, passwordConfirm } from './confirmations';
import { customComposite } from './custom-composite';
import { datelist } from './datelist';
import { date, datetime, time } from './dates';
import { actions, captcha, computed, label, markup, message, more } from './display';
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
import { telephone } from './telephone';
import { autocomplete, email, plainText, singleText, tel, url } from './text';
import { vat } from './vat';

/**
 * Every webform element family, by name: the one place an element type is registered. A family
 * gives its `#type`s (each with a schema in schemas/webform/) and their rules; the renderers'
 * table, `RENDERERS` in blocks/webform/renderers.ts, is keyed by these names, so a family
 * without a renderer fails the type check. Containers (`CONTAINER_TYPES` in `../elements.ts`)
 * hold other elements and are no family. `npm run new-webform-element -- <type>` adds a family.
 */
export const FAMILIES = {
  plainText,
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
  selectOrOther,
  oneChoice,
  tickedChoices,
  toggles,
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
  markup,
  message,
  label,
  more,
  actions,
  captcha,
  computed,
} satisfies Record<string, ElementFamily>;

/** The name of a family, as `FAMILIES` and the renderers' table know it. */
export type FamilyName = keyof typeof FAMILIES;

/** The `#type`s of one family. */
export type FamilyTypes<F extends FamilyName> = (typeof FAMILIES)[F]['types'][number];

/** Each `#type` to its family's name; a type named by two families is refused. */
export function familyTable<F extends string>(families: Readonly<Record<F, ElementFamily>>): ReadonlyMap<string, F> {
  const table = new Map<string, F>();
  for (const name of Object.keys(families) as F[])
    for (const type of families[name].types) {
      if (table.has(type)) throw new Error(`the webform element type "${type}" is in two families: ${table.get(type)} and ${name}`);
      table.set(type, name);
    }
  return table;
}

const BY_TYPE = familyTable(FAMILIES);

/** A type of no family (a container, an unsupported or unknown type): no rule of its own. */
const PLAIN: ElementFamily = { types: [] };

/** The rules of an element's family. */
export function familyFor(element: { '#type': string }): ElementFamily {
  const name = BY_TYPE.get(element['#type']);
  return name ? FAMILIES[name] : PLAIN;
}
