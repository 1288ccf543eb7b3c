import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translatorFor, type Locale, type MessageValues, type PageMessages, type Translate } from './translate';

export * from './translate';

interface I18nState {
  locale: Locale;
  messages: PageMessages;
  t: Translate;
}

const I18nContext = createContext<I18nState | null>(null);

/** `onKey`, on the server, learns each key the tree below translates (to send islands only those they use). */
export function I18nProvider({
  locale,
  messages,
  onKey,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  onKey?: ((key: string) => void) | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const translate = translatorFor(locale, messages);
    return {
      locale,
      messages,
      t: onKey
        ? (key: string, values?: MessageValues) => {
            onKey(key);
            return translate(key, values);
          }
        : translate,
    };
  }, [locale, messages, onKey]);
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
