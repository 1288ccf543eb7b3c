import { ADDRESS_COUNTRIES, addressFormat, type AddressPart } from '../address-formats';
import type { FieldValue } from '../elements';
import type { FieldError } from '../messages';
import { tableTypes, type ElementFamily, type PartErrors, type RuleContext } from './family';
import { validateRows } from './field-errors';
import type { KnownWebformElementNodeType, WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * The parts of the composite elements (name, address, contact, link, the address module's
 * address), as one list both the renderer and the server's rules read: which parts show, in
 * which order for the chosen country, under which title and which are required. Pure.
 */
export interface CompositePart {
  /** The sub-key of the value. */
  key: string;
  /** The catalog key of its default title. */
  titleKey: string;
  /** The title the definition gave it (`#<part>__title`). */
  title?: string;
  input: 'text' | 'email' | 'tel' | 'url' | 'country';
  required: boolean;
  /** The browser's autofill token for the part. */
  autocomplete?: string;
  /** What the value must match (a country's postal codes). */
  pattern?: RegExp;
}

type Row = Readonly<Record<string, string | undefined>>;

/** The sub-keys of each composite whose parts are listed here. */
const PARTS_BY_TYPE = {
  webform_name: ['title', 'first', 'middle', 'last', 'suffix', 'degree'],
  webform_address: ['address', 'address_2', 'city', 'state_province', 'postal_code', 'country'],
  webform_contact: ['name', 'company', 'email', 'phone', 'address', 'address_2', 'city', 'state_province', 'postal_code', 'country'],
  webform_link: ['title', 'url'],
  address: [
    'given_name',
    'family_name',
    'organization',
    'address_line1',
    'address_line2',
    'locality',
    'administrative_area',
    'postal_code',
    'country_code',
  ],
} satisfies Partial<Record<KnownWebformElementNodeType, readonly string[]>>;
/** The same table, looked up by any element's `#type`. */
const PART_KEYS: Readonly<Record<string, readonly string[]>> = PARTS_BY_TYPE;

/** The most characters of one part of a composite (a street, a name...). */
export const PART_MAX = 255;

const AUTOCOMPLETE: Record<string, string> = {
  title: 'honorific-prefix',
  first: 'given-name',
  middle: 'additional-name',
  last: 'family-name',
  suffix: 'honorific-suffix',
  name: 'name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
  address: 'address-line1',
  address_2: 'address-line2',
  city: 'address-level2',
  state_province: 'address-level1',
  postal_code: 'postal-code',
  country: 'country',
};

/** The address module's sub-keys for Webform's address parts. */
const ADDRESS_MODULE_KEYS: Record<AddressPart | 'country', string> = {
  address: 'address_line1',
  address_2: 'address_line2',
  city: 'locality',
  state_province: 'administrative_area',
  postal_code: 'postal_code',
  country: 'country_code',
};
/** The address module's `#field_overrides` names of its sub-keys. */
const FIELD_OVERRIDE_NAMES: Record<string, string> = {
  given_name: 'givenName',
  family_name: 'familyName',
  organization: 'organization',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  locality: 'locality',
  administrative_area: 'administrativeArea',
  postal_code: 'postalCode',
};

/**
 * The parts an element shows for the value of one row. `required` is whether the element
 * itself is required now: then its main parts are (first and last name, a link's URL, a
 * contact's name and e-mail). An address is laid out for its country, and once any part of it
 * is filled the country's required parts are needed, so a started address is a whole one.
 */
export function compositeParts(element: WebformElementNode, row: Row, required: boolean): CompositePart[] {
  switch (element['#type']) {
    case 'webform_name':
      return withOverrides(
        element,
        ['title', 'first', 'middle', 'last', 'suffix', 'degree'].map((key) =>
          plain(key, 'text', required && (key === 'first' || key === 'last')),
        ),
      );
    case 'webform_link':
      return withOverrides(element, [plain('title', 'text', false), plain('url', 'url', required)]);
    case 'webform_contact':
      return withOverrides(element, [
        plain('name', 'text', required),
        plain('company', 'text', false),
        plain('email', 'email', required),
        plain('phone', 'tel', false),
        ...addressParts(row, false, (part) => part),
      ]);
    case 'webform_address':
      return withOverrides(
        element,
        addressParts(row, required, (part) => part),
      );
    case 'address':
      return addressModuleParts(element, row, required);
    default:
      return [];
  }
}

function plain(key: string, input: CompositePart['input'], required: boolean): CompositePart {
  return { key, titleKey: `webform.composite.${key}`, input, required, autocomplete: AUTOCOMPLETE[key] };
}

/** The country, then the country's parts; `keyOf` names them in the value. */
function addressParts(row: Row, required: boolean, keyOf: (part: AddressPart | 'country') => string): CompositePart[] {
  const country = row[keyOf('country')];
  const format = addressFormat(country);
  const started = format.parts.some((part) => (row[keyOf(part)] ?? '') !== '');
  const needed = required || started;
  return [
    { ...plain('country', 'country', needed), key: keyOf('country') },
    ...format.parts.map((part) => ({
      ...plain(part, 'text', needed && format.required.includes(part)),
      key: keyOf(part),
      titleKey: `webform.address.${format.titles?.[part] ?? part}`,
      ...(part === 'postal_code' && format.postalCode ? { pattern: format.postalCode } : {}),
    })),
  ];
}

/** `#<part>__access: false` leaves a part out, `#<part>__title` and `#<part>__required` replace its own. */
function withOverrides(element: WebformElementNode, parts: CompositePart[]): CompositePart[] {
  return parts
    .filter((part) => element[`#${part.key}__access`] !== false)
    .map((part) => {
      const title = element[`#${part.key}__title`];
      const required = element[`#${part.key}__required`];
      return { ...part, ...(typeof title === 'string' ? { title } : {}), ...(typeof required === 'boolean' ? { required } : {}) };
    });
}

/** The address module's element: names and organisation, then the address; `#field_overrides` hides or requires parts. */
function addressModuleParts(element: WebformElementNode, row: Row, required: boolean): CompositePart[] {
  const overrides = (element['#field_overrides'] ?? {}) as Record<string, unknown>;
  const names = [plain('given_name', 'text', required), plain('family_name', 'text', required), plain('organization', 'text', false)].map(
    (part) => ({
      ...part,
      titleKey: `webform.composite.${part.key}`,
      autocomplete: { given_name: 'given-name', family_name: 'family-name', organization: 'organization' }[part.key],
    }),
  );
  return [...names, ...addressParts(row, required, (part) => ADDRESS_MODULE_KEYS[part])].flatMap((part) => {
    const override = overrides[FIELD_OVERRIDE_NAMES[part.key] ?? ''];
    if (override === 'hidden') return [];
    if (override === 'optional' || override === 'required')
      return [{ ...part, required: override === 'required' ? required || part.required : false }];
    return [part];
  });
}

/** The country codes an address offers: `#country__options` or `#available_countries` when given, else those with a layout. */
export function countryCodes(element: WebformElementNode): string[] {
  const options = element['#country__options'];
  if (options && typeof options === 'object' && !Array.isArray(options)) return Object.keys(options);
  const available = element['#available_countries'];
  if (Array.isArray(available) && available.length) return available.map(String);
  return ADDRESS_COUNTRIES;
}

/** The label of a country: the definition's, else its name in the page's language. */
export function countryName(element: WebformElementNode, code: string, langcode: string): string {
  const options = element['#country__options'];
  if (options && typeof options === 'object' && typeof (options as Record<string, unknown>)[code] === 'string')
    return (options as Record<string, string>)[code]!;
  try {
    return new Intl.DisplayNames([langcode], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A composite's value with the parts it does not show emptied: a part hidden by `__access` or
 * absent from the chosen country's layout (a state typed before choosing France) is not kept.
 */
function keepShownParts(element: WebformElementNode, value: FieldValue): FieldValue {
  const keep = (row: Record<string, string>) => {
    const shown = new Set(compositeParts(element, row, false).map((part) => part.key));
    return Object.fromEntries(Object.entries(row).map(([key, text]) => [key, shown.has(key) ? text : '']));
  };
  if (Array.isArray(value)) return value.map((row) => (typeof row === 'object' ? keep(row) : row)) as FieldValue;
  return typeof value === 'object' ? keep(value) : value;
}

function partErrors(element: WebformElementNode, row: Record<string, string>, required: boolean, context: RuleContext): PartErrors {
  const errors: PartErrors = {};
  for (const part of compositeParts(element, row, required)) {
    const error = partError(element, part, row[part.key] ?? '', context);
    if (error) errors[part.key] = error;
  }
  return errors;
}

function partError(element: WebformElementNode, part: CompositePart, value: string, context: RuleContext): FieldError | undefined {
  if (value === '') return part.required ? { key: 'webform.required' } : undefined;
  if ([...value].length > PART_MAX) return { key: 'webform.maxlength', values: { max: PART_MAX } };
  if (part.input === 'country') return countryCodes(element).includes(value) ? undefined : { key: 'webform.option.invalid' };
  if (part.pattern && !part.pattern.test(value.trim())) return { key: 'webform.address.postal_code_invalid' };
  if (part.input === 'email' || part.input === 'url' || part.input === 'tel') return context.checkText({ '#type': part.input }, value);
  return undefined;
}

/**
 * A name, an address, a contact or a link: one value or, with `#multiple`, several, each
 * checked part by part; the parts it does not show are emptied before any rule runs.
 */
export const partComposites = {
  types: tableTypes(PARTS_BY_TYPE),
  parts: (element) => PART_KEYS[element['#type']]!,
  normalise: (_key, element, value) => keepShownParts(element, value),
  validate: (key, element, value, required, context) =>
    validateRows(key, element, value, required, (row) => partErrors(element, row, required, context)),
} satisfies ElementFamily;
