import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export const LOCALES = ['fr', 'en', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The name of each locale in its own language, as the language selector shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', es: 'Español', it: 'Italiano' };

export type Messages = Record<string, string>;
export type MessageValues = Record<string, string | number | Date | boolean>;
export type Translate = (key: string, values?: MessageValues) => string;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Builds a translator over an ICU MessageFormat catalog. Formats are compiled once per key.
 * A missing key is shown as the key itself, which a catalog test prevents from shipping.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const compiled = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) return key;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}

interface I18nState {
  locale: Locale;
  messages: Messages;
  t: Translate;
}

const I18nContext = createContext<I18nState | null>(null);

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, t: createTranslator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nState {
  const state = useContext(I18nContext);
  if (!state) throw new Error('useT and useLocale need an <I18nProvider>');
  return state;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): Locale {
  return useI18n().locale;
}
