import { createContext, useContext, type ReactNode } from 'react';

/**
 * The Content Security Policy of the page being rendered, as renderers that add scripts (the
 * widget block) need it: the page's nonce stand-in, which the server turns into a nonce drawn
 * for one response or removes (a page shared caches keep has none), and a way to declare the
 * inline code such a renderer will add in the browser, so that the policy of a page without a
 * nonce allows it by its digest.
 */
interface ScriptPolicy {
  nonce: string;
  allowInlineScript(code: string): void;
}

const ScriptPolicyContext = createContext<ScriptPolicy | undefined>(undefined);

export function NonceProvider({
  nonce,
  allowInlineScript,
  children,
}: {
  nonce: string;
  /** Called on the server with each inline script a renderer will add to the page. */
  allowInlineScript: (code: string) => void;
  children: ReactNode;
}) {
  return <ScriptPolicyContext.Provider value={{ nonce, allowInlineScript }}>{children}</ScriptPolicyContext.Provider>;
}

/**
 * The page's nonce, if it has one. The server provides it; in the browser it is read from the
 * page's own scripts (the `nonce` property survives the browser hiding the attribute), so it
 * never has to travel in the islands' shared JSON. A page shared caches keep has none: its
 * scripts run because the policy names their digests.
 */
export function useNonce(): string | undefined {
  const provided = useContext(ScriptPolicyContext)?.nonce;
  if (provided !== undefined || typeof document === 'undefined') return provided;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Declares inline code a renderer will add to the page as it runs (rendered on the server, so
 * the page's policy names its digest); nothing in the browser, where the policy is already set.
 */
export function useAllowInlineScripts(codes: readonly (string | undefined)[]): void {
  const policy = useContext(ScriptPolicyContext);
  if (!policy) return;
  for (const code of codes) if (code) policy.allowInlineScript(code);
}
