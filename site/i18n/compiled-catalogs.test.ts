import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileMessages } from '@quai/engine/compile-messages';
import { createTranslator, type MessageValues, type ParsedMessage } from '@quai/engine/i18n';
import { withoutMessageParser } from '../../tests/helpers/without-message-parser';
import { LOCALES } from '../engine-config';
import { loadCatalogs } from './catalogs';

const catalogs = loadCatalogs(join(import.meta.dirname, '../..', 'site/i18n'));

type Element = ParsedMessage[number];
/** Element kinds of a parsed message, as `intl-messageformat` numbers them. */
const KIND = { argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, tag: 8 } as const;
const PLURAL_SAMPLES = [0, 1, 2, 5, 21, 1.5];
const SAMPLE_DATE = new Date(Date.UTC(2026, 2, 14, 9, 5));

type Samples = Map<string, Set<MessageValues[string]>>;

/** Values of each argument worth formatting: every branch of a select or plural, one value otherwise. */
function collectSamples(elements: Element[], samples: Samples): void {
  const add = (name: string, ...values: MessageValues[string][]) => {
    const set = samples.get(name) ?? new Set();
    for (const value of values) set.add(value);
    samples.set(name, set);
  };
  for (const element of elements) {
    if (element.type === KIND.argument) add(element.value, 'Lyon');
    if (element.type === KIND.number) add(element.value, 1234.5);
    if (element.type === KIND.date || element.type === KIND.time) add(element.value, SAMPLE_DATE);
    if (element.type === KIND.select) add(element.value, ...Object.keys(element.options), 'unlisted');
    if (element.type === KIND.plural) {
      const exact = Object.keys(element.options).flatMap((option) => (option.startsWith('=') ? [Number(option.slice(1))] : []));
      add(element.value, ...PLURAL_SAMPLES, ...exact);
    }
    if (element.type === KIND.select || element.type === KIND.plural) {
      for (const option of Object.values(element.options)) collectSamples(option.value, samples);
    }
    if (element.type === KIND.tag) collectSamples(element.children, samples);
  }
}

/** Each argument at each of its samples, the others at their first one. */
function valueSets(message: ParsedMessage): MessageValues[] {
  const samples: Samples = new Map();
  collectSamples(message, samples);
  const base = Object.fromEntries([...samples].map(([name, values]) => [name, [...values][0]!]));
  return [base, ...[...samples].flatMap(([name, values]) => [...values].slice(1).map((value) => ({ ...base, [name]: value })))];
}

describe('every catalog message, parsed on the server for the browser', () => {
  it.each(LOCALES)('reads in %s without a parser exactly as its source reads with one', (locale) => {
    const sources = catalogs[locale];
    const parse = (source: string) => new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    const keys = Object.keys(sources);
    const values = keys.map((key) => valueSets(parse(sources[key]!).getAst()));
    const expected = keys.map((key, index) => values[index]!.map((set) => String(parse(sources[key]!).format(set))));

    // What a page carries is JSON: the parsed forms must survive it.
    const compiled = JSON.parse(JSON.stringify(compileMessages(locale, sources)));
    const browser = createTranslator(locale, compiled);
    const inBrowser = withoutMessageParser(() => keys.map((key, index) => values[index]!.map((set) => browser(key, set))));
    const server = createTranslator(locale, sources);
    const onServer = keys.map((key, index) => values[index]!.map((set) => server(key, set)));

    expect(Object.fromEntries(keys.map((key, index) => [key, inBrowser[index]]))).toEqual(
      Object.fromEntries(keys.map((key, index) => [key, expected[index]])),
    );
    expect(onServer).toEqual(expected);
    // The samples reach the branches: plurals and selects are formatted more than once.
    expect(values.flat().length).toBeGreaterThan(keys.length);
  });
});
