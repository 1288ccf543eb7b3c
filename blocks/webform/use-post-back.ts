import { useState } from 'react';
import type { WebformServerData } from './server-data';

/**
 * What the server made of the form posted without scripts, for as long as it shows: the errors
 * of a refused post (or its outage message, when it could not be stored now) until the next
 * submit, the confirmation of an accepted one until "back".
 */
export function usePostBack(server: WebformServerData | undefined) {
  const [errors, setErrors] = useState<Record<string, string>>(() => server?.posted?.errors ?? {});
  const [outage, setOutage] = useState(server?.posted?.outage);
  const [sent, setSent] = useState(server?.sent === true);
  return {
    errors,
    outage,
    clearErrors: () => {
      setErrors({});
      setOutage(undefined);
    },
    sent,
    clearSent: () => setSent(false),
    /** Leaves the confirmation: the address it was reached by (`?sent=`) becomes the form's again. */
    backToForm: (path: string) => {
      setSent(false);
      if (typeof window !== 'undefined' && window.location.search) window.history.replaceState(window.history.state, '', path);
    },
  };
}
