import { useEffect, useState } from 'react';
import { checkOnServer, type CheckAnswer } from './problems';

/** How long the check waits for typing to pause. */
const CHECK_DELAY_MS = 400;

/** The loader's verdict on the draft, asked again when it changes (an answer to an older draft is dropped). */
export function useCheck(document: unknown): { answer: CheckAnswer | undefined; error: string | undefined } {
  const [answer, setAnswer] = useState<CheckAnswer>();
  const [error, setError] = useState<string>();
  const key = JSON.stringify(document);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkOnServer(JSON.parse(key), controller.signal)
        .then((checked) => {
          setAnswer(checked);
          setError(undefined);
        })
        .catch((problem: Error) => {
          if (!controller.signal.aborted) setError(`The draft could not be checked: ${problem.message}`);
        });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return { answer, error };
}
