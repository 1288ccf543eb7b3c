import { IntlMessageFormat } from 'intl-messageformat';
import { withoutMessageParser } from '../tests/helpers/without-message-parser';
import { compileMessages } from './compile-messages';
import { createTranslator, type Messages, type MessageValues } from './i18n';

const catalog: Messages = {
  plain: 'Horaires et gares',
  apostrophe: "Fermer l'alerte",
  quoted: "Écrire '{'name'}' tel quel",
  doubled: "L''apostrophe doublée",
  tag: 'Cliquez sur <b>Valider</b>',
  argument: 'Retour à {label}',
  plural: '{count, plural, =0 {aucun train} one {# train} other {# trains}} au départ',
  ordinal: 'Le {rank, selectordinal, one {#er} other {#e}} train',
  select: '{kind, select, tgv {Grande vitesse} ter {Régional} other {Autre}}',
  number: 'Prix : {price, number, ::currency/EUR}, remise {share, number, percent}',
  date: 'Départ le {when, date, long} à {when, time, short}',
  skeleton: 'Le {when, date, ::EEEEdMMMM}',
  nested: '{count, plural, one {{kind, select, tgv {# TGV} other {# train}}} other {{kind, select, tgv {# TGV} other {# trains}}}}',
};
const departure = new Date(Date.UTC(2026, 2, 14, 9, 5));
const cases: [string, MessageValues?][] = [
  ['plain'],
  ['apostrophe'],
  ['quoted'],
  ['doubled'],
  ['tag'],
  ['argument', { label: 'Accueil' }],
  ...[0, 1, 2, 1.5, 21].map((count): [string, MessageValues] => ['plural', { count }]),
  ...[1, 2, 3].map((rank): [string, MessageValues] => ['ordinal', { rank }]),
  ...['tgv', 'ter', 'bus'].map((kind): [string, MessageValues] => ['select', { kind }]),
  ['number', { price: 1234.5, share: 0.25 }],
  ['date', { when: departure }],
  ['skeleton', { when: departure }],
  ...[1, 3].flatMap((count) => ['tgv', 'ter'].map((kind): [string, MessageValues] => ['nested', { count, kind }])),
];

describe('messages parsed on the server', () => {
  it.each(['fr', 'en'] as const)('read in %s without a parser exactly as their sources read with one', (locale) => {
    const expected = cases.map(([key, values]) =>
      String(new IntlMessageFormat(catalog[key]!, locale, undefined, { ignoreTag: true }).format(values)),
    );
    // What the page carries is JSON: the parsed forms must survive it.
    const compiled = JSON.parse(JSON.stringify(compileMessages(locale, catalog)));
    const t = createTranslator(locale, compiled);
    expect(withoutMessageParser(() => cases.map(([key, values]) => t(key, values)))).toEqual(expected);
    expect(cases.map(([key, values]) => createTranslator(locale, catalog)(key, values))).toEqual(expected);
  });

  it('keeps plain text as text and parses the rest, without source locations', () => {
    const compiled = compileMessages('fr', catalog);
    expect(compiled.plain).toBe('Horaires et gares');
    expect(compiled.tag).toBe('Cliquez sur <b>Valider</b>');
    // An apostrophe may escape: only the parser can tell, so the message travels parsed.
    expect(compiled.apostrophe).toEqual([{ type: 0, value: "Fermer l'alerte" }]);
    expect(JSON.stringify(compiled)).not.toContain('location');
  });

  it('leaves an unparsed message to the parser, which the browser does not have', () => {
    const t = createTranslator('fr', { argument: catalog.argument! });
    expect(() => withoutMessageParser(() => t('argument', { label: 'Accueil' }))).toThrow(/__parse/);
  });

  it('shows a missing key as the key, parsed or not', () => {
    expect(createTranslator('fr', compileMessages('fr', catalog))('absent')).toBe('absent');
  });
});
