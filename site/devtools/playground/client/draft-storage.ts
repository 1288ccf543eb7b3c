/** The last draft, kept in this browser's local storage (the URL shares it; this finds it again). */
const KEY = 'quai.playground.draft';

export function storedDraft(): unknown {
  try {
    const text = localStorage.getItem(KEY);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function storeDraft(document: unknown): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(document));
  } catch {
    // Storage full or refused (private browsing): the URL still holds the draft.
  }
}
