import { assign, fromPromise, setup } from 'xstate';

/**
 * A gift-card service dialog (change PIN, resend e-mail, resend purchase e-mail, change
 * activation date, withdrawal): closed, open (its captcha fetched on opening when it has one),
 * sending, then a confirmation with a close button, or back to the form with an error. Pure:
 * fetching the captcha and sending are injected actors; the page maps a refusal to a message.
 */

export interface Captcha {
  captchaId: string;
  encodedImage: string;
  imageType: string;
}

/** A refused call as the page reads it: HTTP status and the cause the server named. */
export interface ModalRefusal {
  status: number;
  cause?: string;
}

interface ModalContext {
  withCaptcha: boolean;
  captcha: Captcha | null;
  /** Set when the server refused the captcha answer: shown on the captcha field. */
  captchaError: boolean;
  refusal: ModalRefusal | null;
}

type ModalEvent = { type: 'open' } | { type: 'close' } | { type: 'submit'; values: Record<string, string> } | { type: 'captcha.reload' };

const INCORRECT_CAPTCHA = 'INCORRECT_CAPTCHA';

const modalSetup = setup({
  types: { context: {} as ModalContext, events: {} as ModalEvent, input: {} as { withCaptcha: boolean } },
  actors: {
    loadCaptcha: fromPromise<Captcha>(async () => {
      throw new Error('provide the loadCaptcha actor');
    }),
    send: fromPromise<unknown, { values: Record<string, string>; captcha: Captcha | null }>(async () => {
      throw new Error('provide the send actor');
    }),
  },
  guards: {
    withCaptcha: ({ context }) => context.withCaptcha,
    wrongCaptcha: ({ context, event }) => {
      const refusal = (event as { error?: ModalRefusal }).error;
      return context.withCaptcha && refusal?.status === 401 && refusal.cause === INCORRECT_CAPTCHA;
    },
  },
  actions: {
    /** Closing forgets everything: the form, the answer, the confirmation. */
    reset: assign({ captcha: null, captchaError: false, refusal: null }),
  },
});

export const giftCardModalMachine = modalSetup.createMachine({
  id: 'giftCardModal',
  context: ({ input }) => ({ withCaptcha: input.withCaptcha, captcha: null, captchaError: false, refusal: null }),
  initial: 'closed',
  states: {
    closed: { on: { open: 'open' } },
    open: {
      on: { close: { target: 'closed', actions: 'reset' } },
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'withCaptcha', target: 'loadingCaptcha' }, { target: 'editing' }] },
        loadingCaptcha: {
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: { target: 'editing', actions: assign({ captcha: ({ event }) => event.output }) },
            // Without a picture the form can still be filled; the visitor may ask for another.
            onError: { target: 'editing', actions: assign({ captcha: null }) },
          },
        },
        editing: {
          on: {
            submit: 'sending',
            'captcha.reload': { guard: 'withCaptcha', target: 'loadingCaptcha' },
          },
        },
        sending: {
          entry: assign({ refusal: null }),
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ context, event }) => ({ values: event.type === 'submit' ? event.values : {}, captcha: context.captcha }),
            onDone: { target: '#giftCardModal.success', actions: assign({ captchaError: false }) },
            onError: [
              {
                guard: 'wrongCaptcha',
                target: 'loadingCaptcha',
                actions: assign({ captchaError: true, refusal: ({ event }) => event.error as ModalRefusal }),
              },
              // Any other refusal: a message, and a fresh captcha since the answer was spent.
              {
                guard: 'withCaptcha',
                target: 'loadingCaptcha',
                actions: assign({ captchaError: false, refusal: ({ event }) => normalised(event.error) }),
              },
              { target: 'editing', actions: assign({ refusal: ({ event }) => normalised(event.error) }) },
            ],
          },
        },
      },
    },
    success: { on: { close: { target: 'closed', actions: 'reset' } } },
  },
});

function normalised(error: unknown): ModalRefusal {
  const refusal = error as Partial<ModalRefusal> | undefined;
  return { status: typeof refusal?.status === 'number' ? refusal.status : 0, cause: refusal?.cause };
}
