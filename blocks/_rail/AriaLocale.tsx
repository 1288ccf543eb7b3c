import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLocale } from '@quai/engine/i18n';

/** The regional variant react-aria formats dates with: day/month/year in every site locale. */
const ARIA_LOCALES = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', it: 'it-IT' } as const;

/**
 * Gives react-aria the page's locale. Without it react-aria reads the browser's language, which
 * the server does not know, and the server HTML would not match the hydrated island.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={ARIA_LOCALES[useLocale()]}>{children}</I18nProvider>;
}
