import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { webformSubmissionMachine } from '../../machines/webform-submission';
import { postSubmission } from './api';
import { drawIdempotencyKey } from '../../adapters/bff-client/idempotency-key';
import type { FormValues } from '../../domain/webform/elements';

/**
 * A form's submission machine, its submit posting to the form API with the captcha's answer.
 * The captcha element hands its answer over as a promise: a submit waits for one still being
 * solved and leaves out one that failed (the server then says so).
 */
export function useSubmission(apiUrl: string, locale: string, formId: string) {
  const captcha = useRef<Promise<string> | undefined>(undefined);
  const setCaptcha = useCallback((answer: Promise<string> | undefined) => (captcha.current = answer), []);
  // Changes when the answer was spent and the captcha must be solved again.
  const [captchaRound, setCaptchaRound] = useState(0);
  // The submission being sent: its values and its idempotency key, kept until it is stored, so
  // that sending the same values again (after a 503 or a cut connection) reuses the key and the
  // server stores them once. Other values are another submission, with a key of its own.
  const pending = useRef<{ values: string; key: string } | undefined>(undefined);
  const machine = useMemo(
    () =>
      webformSubmissionMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            const answer = await captcha.current?.catch(() => undefined);
            const sent = JSON.stringify(input.values);
            if (pending.current?.values !== sent) pending.current = { values: sent, key: drawIdempotencyKey() };
            const { key } = pending.current;
            const stored = await postSubmission(
              apiUrl,
              locale,
              formId,
              input.values as FormValues,
              answer ? { headless_captcha: answer } : {},
              key,
            );
            pending.current = undefined;
            return stored;
          }),
        },
      }),
    [apiUrl, locale, formId],
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send, setCaptcha, captchaRound, newCaptcha: () => setCaptchaRound((round) => round + 1) };
}
