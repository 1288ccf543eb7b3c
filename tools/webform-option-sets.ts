import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run webform-option-sets` writes the option sets whose labels are names the Unicode CLDR
 * already translates (countries, languages, time zones) into site/content/webform-options/, from
 * Node's ICU (Intl.DisplayNames), in the base language (English, as Drupal ships them) and in
 * French, Spanish and Italian. Values stay Drupal's: country codes or English country names,
 * English language names, time zone identifiers.
 */
const FOLDER = join(import.meta.dirname, '../site/content/webform-options');
const TRANSLATED = ['fr', 'es', 'it'] as const;

/**
 * ISO 3166-1 codes ICU names, less historic and pseudo regions (the Soviet Union, the
 * European Union, "unknown region"...); Drupal's list keeps Ascension, Diego Garcia, Ceuta and
 * Melilla, the Canary Islands, Tristan da Cunha and Kosovo, and so does this one.
 */
const NOT_COUNTRIES = new Set('AN BU CP CQ CS DD DY EU EZ FX HV NH QO RH SU TP UK UN VD XA XB YD YU ZR ZZ'.split(' '));

/** The two-letter codes ICU names, in capitals for regions, small letters for languages. */
function twoLetterCodes(type: 'region' | 'language'): string[] {
  const names = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
  const first = type === 'region' ? 65 : 97;
  const codes: string[] = [];
  for (let one = first; one < first + 26; one++) {
    for (let two = first; two < first + 26; two++) {
      const code = String.fromCharCode(one, two);
      if (names.of(code) && !(type === 'region' && NOT_COUNTRIES.has(code))) codes.push(code);
    }
  }
  return codes;
}

type Labels = Record<string, string>;

/** One option set document: values from `valueFor`, labels in each locale from `labelOf`, sorted by label. */
function optionSet(
  id: string,
  label: Labels,
  codes: string[],
  valueFor: (code: string) => string,
  labelOf: (code: string, locale: string) => string,
) {
  const sorted = (locale: string) =>
    Object.fromEntries(
      codes.map((code) => [valueFor(code), labelOf(code, locale)] as const).sort((a, b) => a[1].localeCompare(b[1], locale)),
    );
  return {
    langcode: 'en',
    id,
    label: label.en,
    category: 'Geographic',
    likert: false,
    options: sorted('en'),
    translations: Object.fromEntries(TRANSLATED.map((locale) => [locale, { label: label[locale], options: sorted(locale) }])),
  };
}

const regionName = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
const languageName = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
const countries = twoLetterCodes('region');
const languages = twoLetterCodes('language');
const zones = Intl.supportedValuesOf('timeZone');

const documents = [
  optionSet(
    'country_codes',
    { en: 'Country codes', fr: 'Codes des pays', es: 'Códigos de países', it: 'Codici dei paesi' },
    countries,
    (code) => code,
    regionName,
  ),
  optionSet(
    'country_names',
    { en: 'Country names', fr: 'Pays', es: 'Países', it: 'Paesi' },
    countries,
    (code) => regionName(code, 'en'),
    regionName,
  ),
  optionSet(
    'languages',
    { en: 'Languages', fr: 'Langues', es: 'Idiomas', it: 'Lingue' },
    languages,
    (code) => languageName(code, 'en'),
    languageName,
  ),
  // A zone's identifier is its label too, as Drupal shows it ("Europe/Paris"), in every language.
  optionSet(
    'time_zones',
    { en: 'Time zones', fr: 'Fuseaux horaires', es: 'Zonas horarias', it: 'Fusi orari' },
    zones,
    (zone) => zone,
    (zone) => zone.replaceAll('_', ' '),
  ),
];
for (const document of documents) writeFileSync(join(FOLDER, `${document.id}.json`), `${JSON.stringify(document, null, 2)}\n`);
console.log(`${documents.length} option sets written.`);
