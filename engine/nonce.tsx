import { createContext, useContext, type ReactNode } from 'react';

/**
 * The Content Security Policy nonce of the page being rendered. Only scripts carrying it run,
 * so a block that adds scripts (the widget block) must set it on each of them.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * The page's nonce. The server provides it; in the browser it is read from the page's own
 * scripts (the `nonce` property survives the browser hiding the attribute), so it never has to
 * travel in the islands' shared JSON.
 */
export function useNonce(): string | undefined {
  const provided = useContext(NonceContext);
  if (provided !== undefined || typeof document === 'undefined') return provided;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
