import { useCallback, useEffect, useState } from 'react';
import { fromDocument, fromText, type DraftState } from './draft-sync';
import { draftFromHash, draftToHash } from './draft-url';
import { storeDraft, storedDraft } from './draft-storage';

/** A new page, empty, to start from when no link and no stored draft bring one. */
const BLANK_PAGE = { id: 'draft', locale: 'en', path: '/en/draft', layout: 'edito_centered', title: 'Draft page', blocks: [] };

/**
 * The draft and where it lives: it comes from the link (`#draft=`), else from local storage,
 * else blank; every change is written back to both, so the address bar is always a link to it.
 */
export function useDraft(): {
  state: DraftState;
  url: string;
  setDocument: (document: unknown) => void;
  setText: (text: string) => void;
} {
  const [state, setState] = useState<DraftState>(() => fromDocument(storedDraft() ?? BLANK_PAGE));
  const [url, setUrl] = useState(() => location.href);
  // Nothing is written back before the link's draft is read: it would replace the link.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void draftFromHash(location.hash).then((shared) => {
      if (shared !== undefined) setState(fromDocument(shared));
      setLoaded(true);
    });
  }, []);
  useEffect(() => {
    if (!loaded) return;
    storeDraft(state.document);
    let current = true;
    void draftToHash(state.document).then((hash) => {
      if (!current) return;
      history.replaceState(null, '', hash);
      setUrl(location.href);
    });
    return () => {
      current = false;
    };
  }, [state.document, loaded]);
  const setDocument = useCallback((document: unknown) => setState(fromDocument(document)), []);
  const setText = useCallback((text: string) => setState((previous) => fromText(previous, text)), []);
  return { state, url, setDocument, setText };
}
