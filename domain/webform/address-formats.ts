/**
 * Country-aware address layouts: which parts an address shows for a country, in which order,
 * under which title, which are required and what a postal code looks like there. Pure: the
 * browser lays the address out with it and the server checks the same parts.
 *
 * To add a country, add an entry to ADDRESS_FORMATS (its ISO 3166-1 alpha-2 code); a part
 * title other than the default needs its catalog key `webform.address.<title>` in the four
 * catalogs.
 */

/** The parts of Drupal Webform's address composite, in their default order. */
export type AddressPart = 'address' | 'address_2' | 'city' | 'state_province' | 'postal_code';

export interface AddressFormat {
  /** The parts after the country, in the order the country writes them. */
  parts: readonly AddressPart[];
  /** Parts a complete address of that country has. */
  required: readonly AddressPart[];
  /** Catalog key suffix of a part whose title differs from the default (`webform.address.<suffix>`). */
  titles?: Partial<Record<AddressPart, string>>;
  /** What a postal code of that country matches (case-insensitive, spaces as written). */
  postalCode?: RegExp;
}

const STREET_FIRST_POSTAL_BEFORE_CITY: readonly AddressPart[] = ['address', 'address_2', 'postal_code', 'city'];
const STREET_CITY_REGION_POSTAL: readonly AddressPart[] = ['address', 'address_2', 'city', 'state_province', 'postal_code'];

const ADDRESS_FORMATS: Readonly<Record<string, AddressFormat>> = {
  FR: { parts: STREET_FIRST_POSTAL_BEFORE_CITY, required: ['address', 'postal_code', 'city'], postalCode: /^\d{5}$/ },
  BE: { parts: STREET_FIRST_POSTAL_BEFORE_CITY, required: ['address', 'postal_code', 'city'], postalCode: /^\d{4}$/ },
  CH: { parts: STREET_FIRST_POSTAL_BEFORE_CITY, required: ['address', 'postal_code', 'city'], postalCode: /^\d{4}$/ },
  DE: { parts: STREET_FIRST_POSTAL_BEFORE_CITY, required: ['address', 'postal_code', 'city'], postalCode: /^\d{5}$/ },
  IT: {
    parts: [...STREET_FIRST_POSTAL_BEFORE_CITY, 'state_province'],
    required: ['address', 'postal_code', 'city', 'state_province'],
    titles: { state_province: 'province' },
    postalCode: /^\d{5}$/,
  },
  ES: {
    parts: [...STREET_FIRST_POSTAL_BEFORE_CITY, 'state_province'],
    required: ['address', 'postal_code', 'city', 'state_province'],
    titles: { state_province: 'province' },
    postalCode: /^\d{5}$/,
  },
  GB: {
    parts: STREET_CITY_REGION_POSTAL,
    required: ['address', 'city', 'postal_code'],
    titles: { city: 'town', state_province: 'county', postal_code: 'postcode' },
    postalCode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  },
  US: {
    parts: STREET_CITY_REGION_POSTAL,
    required: ['address', 'city', 'state_province', 'postal_code'],
    titles: { state_province: 'state', postal_code: 'zip_code' },
    postalCode: /^\d{5}(-\d{4})?$/,
  },
  CA: {
    parts: STREET_CITY_REGION_POSTAL,
    required: ['address', 'city', 'state_province', 'postal_code'],
    titles: { state_province: 'province' },
    postalCode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  },
};

/** Any other country, or none chosen yet: every part, only the street and the city needed. */
const ANY_COUNTRY: AddressFormat = { parts: STREET_CITY_REGION_POSTAL, required: ['address', 'city'] };

export function addressFormat(country: string | undefined): AddressFormat {
  return (country && ADDRESS_FORMATS[country.toUpperCase()]) || ANY_COUNTRY;
}

/** The countries with a layout of their own, the default list of an address's country select. */
export const ADDRESS_COUNTRIES = Object.keys(ADDRESS_FORMATS);
