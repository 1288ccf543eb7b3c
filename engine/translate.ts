/**
 * Translating without React: catalogs, their parsed forms and the translator, for the page's
 * scripts that run before (or without) any island. The React side is `./i18n`.
 */
import { memoize, strategies } from '@formatjs/fast-memoize';
import { formatToParts, IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { engineConfig, type Locale } from './config';

export type { Locale } from './config';

/** A catalog: ICU MessageFormat sources by key. */
export type Messages = Record<string, string>;
/** A message parsed: what `intl-messageformat` formats without its parser. */
export type ParsedMessage = ReturnType<IntlMessageFormat['getAst']>;
/**
 * Messages as a translator takes them: each an ICU source or its parsed form. The browser, whose
 * bundle has no parser, gets plain text as is and every other message parsed (see compile-messages).
 */
export type PageMessages = Record<string, string | ParsedMessage>;
export type MessageValues = Record<string, string | number | Date | boolean>;
export type Translate = (key: string, values?: MessageValues) => string;

/** True for one of the locales the site is configured with. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (engineConfig().locales as readonly string[]).includes(value);
}

/**
 * Translators by catalog: a catalog object lives as long as the process (server) or the page
 * (browser), so its formats are compiled once for every island of every request, not per root.
 */
const translators = new WeakMap<PageMessages, Map<Locale, Translate>>();

/** The translator of a catalog, made once per catalog and locale. */
export function translatorFor(locale: Locale, messages: PageMessages): Translate {
  let byLocale = translators.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(messages, byLocale);
  }
  let translate = byLocale.get(locale);
  if (!translate) {
    translate = createTranslator(locale, messages);
    byLocale.set(locale, translate);
  }
  return translate;
}

/** How every message is read: `<b>` is text, not a tag to fill. */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

/**
 * A source with no brace and no apostrophe has no argument and nothing escaped: in ICU
 * MessageFormat it reads as itself, so it needs neither parsing nor a format.
 */
export function isPlainText(source: string): boolean {
  return !/[{}']/.test(source);
}

/**
 * The number, date and plural formats of every message, made once per locale and options for the
 * whole page. An `IntlMessageFormat` per message would make its own (and resolve its locale
 * through `Intl`'s list of supported locales each time): a page of a few hundred messages spent
 * a tenth of its start-up there on a slow phone.
 */
const SHARED_FORMATTERS: Formatters = {
  getNumberFormat: memoize((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args), {
    strategy: strategies.variadic,
  }),
  getDateTimeFormat: memoize((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args), {
    strategy: strategies.variadic,
  }),
  getPluralRules: memoize((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args), {
    strategy: strategies.variadic,
  }),
};

/**
 * Builds a translator over an ICU MessageFormat catalog. A source is parsed once per key (the
 * browser gets them parsed already); formatting is `IntlMessageFormat`'s own, with the shared formats.
 * A missing key is shown as the key itself, which a catalog test prevents from shipping.
 */
export function createTranslator(locale: Locale, messages: PageMessages): Translate {
  const parsed = new Map<string, ParsedMessage>();
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) return key;
    if (typeof message === 'string' && isPlainText(message)) return message;
    let ast = typeof message === 'string' ? parsed.get(key) : message;
    if (!ast) {
      ast = new IntlMessageFormat(message, locale, undefined, MESSAGE_OPTIONS).getAst();
      parsed.set(key, ast);
    }
    return formatToParts(ast, locale, SHARED_FORMATTERS, IntlMessageFormat.formats, values, undefined, key)
      .map((part) => String(part.value))
      .join('');
  };
}
