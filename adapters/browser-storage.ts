/**
 * The browser's storage of that kind, or undefined where there is none or it is refused: a
 * privacy mode, or a sandboxed frame without same-origin (the playground's preview), throws on
 * the mere reading of `localStorage`.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}
