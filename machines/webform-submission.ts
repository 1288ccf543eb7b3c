import { assign, fromPromise, setup } from 'xstate';

/**
 * A webform's submission: idle, error when validation or the server gives
 * errors, success after an accepted submit; reset clears everything. Pure: the call that sends
 * the values is the injected `submit` actor, which resolves with the stored submission or
 * rejects with a SubmissionRejected.
 */

/** Field key ('phone][ext' for a sub-field) to message (HTML from the server, or text). */
type SubmissionErrors = Record<string, string>;

export interface SubmissionRejected {
  /** Per-field errors, when the server named fields. */
  errors: SubmissionErrors;
  /** A message for the whole form (network failure, closed form...). */
  message?: string;
  /**
   * The server could not store now (503): its message, in the visitor's language with the time to
   * wait, shown as it is. The values stay in the form to be sent again.
   */
  outage?: string;
}

interface SubmissionContext {
  errors: SubmissionErrors;
  formMessage: string | undefined;
  /** The server's outage message of the last refusal (see SubmissionRejected). */
  outage?: string | undefined;
  /** What the server stored, shown by the debug confirmation. */
  submission: Record<string, unknown> | undefined;
}

type SubmissionEvent =
  /** `errors` holds what the browser's own validation found; empty to send. */
  { type: 'submit'; values: Record<string, unknown>; errors: SubmissionErrors } | { type: 'reset' };

const submissionSetup = setup({
  types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
  actors: {
    submit: fromPromise<Record<string, unknown>, { values: Record<string, unknown> }>(async () => {
      throw new Error('provide the submit actor');
    }),
  },
  guards: {
    hasErrors: ({ event }) => event.type === 'submit' && Object.keys(event.errors).length > 0,
  },
  actions: {
    clear: assign({ errors: {}, formMessage: undefined, outage: undefined, submission: undefined }),
  },
});

/** From any resting state: errors found by the browser go to error, otherwise the values are sent. */
const submitTransitions = [
  {
    guard: 'hasErrors' as const,
    target: 'error',
    reenter: true,
    actions: submissionSetup.assign({
      errors: ({ event }) => (event.type === 'submit' ? event.errors : {}),
      formMessage: undefined,
      outage: undefined,
    }),
  },
  { target: 'submitting' },
];

export const webformSubmissionMachine = submissionSetup.createMachine({
  id: 'webformSubmission',
  initial: 'idle',
  context: { errors: {}, formMessage: undefined, submission: undefined },
  on: { reset: { target: '.idle', actions: 'clear' } },
  states: {
    idle: { on: { submit: submitTransitions } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => ({ values: event.type === 'submit' ? event.values : {} }),
        onDone: {
          target: 'success',
          actions: assign({ errors: {}, formMessage: undefined, outage: undefined, submission: ({ event }) => event.output }),
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => {
            const rejected = event.error as Partial<SubmissionRejected> | undefined;
            return { errors: rejected?.errors ?? {}, formMessage: rejected?.message, outage: rejected?.outage, submission: undefined };
          }),
        },
      },
    },
    error: { on: { submit: submitTransitions } },
    // The "message" confirmation shows above a fresh form, which can be sent again.
    success: { on: { submit: submitTransitions } },
  },
});
