import type { ReactElement } from 'react';
import { I18nProvider, type Locale, type PageMessages } from '@quai/engine/i18n';
import { LayoutProvider, type LayoutName } from '@quai/engine/layout';
import { RequestProvider, type RequestInfo } from '@quai/engine/request';

export interface ProviderContext {
  locale: Locale;
  layout: LayoutName;
  messages: PageMessages;
  request: RequestInfo;
}

/**
 * The providers around the whole page on the server and around each island in the browser:
 * both sides must wrap blocks identically for hydration to match.
 */
export function withPageProviders(context: ProviderContext, element: ReactElement, onKey?: (key: string) => void): ReactElement {
  return (
    <I18nProvider locale={context.locale} messages={context.messages} onKey={onKey}>
      <LayoutProvider layout={context.layout}>
        <RequestProvider value={context.request}>{element}</RequestProvider>
      </LayoutProvider>
    </I18nProvider>
  );
}
