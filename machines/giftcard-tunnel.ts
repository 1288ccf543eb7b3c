import { assign, fromPromise, setup } from 'xstate';

/**
 * The gift-card purchase tunnel: step 0 personalisation, 1 summary, 2 payment. Pure: loading
 * the catalogue is the page's (a cache with a 5-minute stale time), which sends `catalogue.*`
 * events; resuming from a returned key and starting the payment are injected actors; toasts and
 * the redirection to the payment page are injected actions. A purchase the server could not
 * store now (503) goes back to the summary with the server's message, everything kept, to be
 * sent again.
 */

/** The tunnel's form values; the shape the purchase call sends. */
export interface TunnelState {
  personalizedMessage: string;
  sendMode: 'self' | 'beneficiary';
  buyerInfos: { lastname: string; firstname: string; email: string; confirm: string };
  beneficiaryInfos: { lastname: string; firstname: string; email: string; confirm: string };
  activationMode: 'DIRECT' | 'DEFERRED';
  activationDate: string;
  amount: number;
  agencyCode: string | null;
  productId: string;
  discountId: string | null;
  discountedAmount: number | null;
  imageId: string;
}

/** The steps a stored tunnel can end at: a step number, or what the payment became. */
export type StoredStep = number | 'ABANDONED' | 'ERROR';

export type TunnelToast = 'payment_cancelled' | 'retry_later' | 'agency_welcome' | 'empty_stock' | 'generic_error';

export interface TunnelInput {
  /** The sealed key the payment page returned with, if any. */
  key: string | null;
  agencyCode: string | null;
  /** The state a new tunnel starts from (catalogue minimum, today, DIRECT, self). */
  initial: TunnelState;
}

interface TunnelContext {
  input: TunnelInput;
  values: TunnelState;
  termsAccepted: boolean;
  catalogueReady: boolean;
  pageUrl: string | null;
  /** The server's message when it could not take the purchase now (503): shown until the next pay or modify. */
  outage: string | null;
}

/** What a purchase costs under the catalogue: the product of its amount and that product's discount. */
type TunnelPricing = Pick<TunnelState, 'productId' | 'discountId' | 'discountedAmount'>;

type TunnelEvent =
  | { type: 'catalogue.loaded'; defaults: Pick<TunnelState, 'amount' | 'productId' | 'imageId' | 'discountId' | 'discountedAmount'> }
  /** The catalogue fetched again after a discount ran out: the buyer's amount, priced anew. */
  | { type: 'catalogue.reloaded'; pricing: TunnelPricing }
  | { type: 'catalogue.failed' }
  | { type: 'update'; values: Partial<TunnelState> }
  /** Step 0's form was checked by the page: `valid` says whether it may go on. */
  | { type: 'submit'; valid: boolean }
  | { type: 'modify' }
  | { type: 'terms'; accepted: boolean }
  | { type: 'pay' };

/** How long the partner agency overlay stays before the tunnel shows. */
export const AGENCY_OVERLAY_MS = 3000;

const tunnelSetup = setup({
  types: { context: {} as TunnelContext, events: {} as TunnelEvent, input: {} as TunnelInput },
  actors: {
    /** Opens the key and the stored tunnel; rejects when either cannot be read. */
    resume: fromPromise<{ tunnelState: TunnelState; tunnelStep: StoredStep }, { key: string }>(async () => {
      throw new Error('provide the resume actor');
    }),
    /** Starts the payment; resolves with the payment page, rejects with { errorCode }, { outage } (the server's 503 message) or anything. */
    initPurchase: fromPromise<{ pageUrl: string }, { values: TunnelState }>(async () => {
      throw new Error('provide the initPurchase actor');
    }),
  },
  actions: {
    notify: (_, _params: { toast: TunnelToast }) => {},
    redirect: (_, _params: { pageUrl: string }) => {},
    invalidateCatalogue: () => {},
  },
  guards: {
    valid: ({ event }) => event.type === 'submit' && event.valid,
    termsAccepted: ({ context }) => context.termsAccepted,
    hasKey: ({ context }) => context.input.key !== null,
    hasAgency: ({ context }) => context.input.agencyCode !== null,
    emptyStock: ({ event }) => (event as { error?: { errorCode?: string } }).error?.errorCode === 'EMPTY_STOCK',
    outage: ({ event }) => typeof outageOf(event) === 'string',
  },
});

/** The server's outage message an init-purchase refusal carries, if it is one. */
function outageOf(event: unknown): string | undefined {
  const outage = (event as { error?: { outage?: unknown } }).error?.outage;
  return typeof outage === 'string' ? outage : undefined;
}

const update = tunnelSetup.assign({
  values: ({ context, event }) => (event.type === 'update' ? { ...context.values, ...event.values } : context.values),
});

export const giftCardTunnelMachine = tunnelSetup.createMachine({
  id: 'giftCardTunnel',
  context: ({ input }) => ({
    input,
    values: { ...input.initial, agencyCode: input.agencyCode },
    termsAccepted: false,
    catalogueReady: false,
    pageUrl: null,
    outage: null,
  }),
  initial: 'loadingCatalogue',
  states: {
    /** A full-screen overlay while the catalogue loads; nothing at all if it is empty or fails. */
    loadingCatalogue: {
      on: {
        'catalogue.loaded': {
          target: 'arriving',
          actions: assign({ catalogueReady: true, values: ({ context, event }) => ({ ...context.values, ...event.defaults }) }),
        },
        'catalogue.failed': 'unavailable',
      },
    },
    unavailable: { type: 'final' },
    /**
     * After EMPTY_STOCK: the overlay again while the catalogue is fetched anew, then step 0 with
     * everything the buyer entered. Not through `arriving`: the stored state of a return key
     * would overwrite the edits, and the partner's overlay and toast would show again.
     */
    reloadingCatalogue: {
      on: {
        'catalogue.reloaded': {
          target: 'personalisation',
          actions: assign({ catalogueReady: true, values: ({ context, event }) => ({ ...context.values, ...event.pricing }) }),
        },
        'catalogue.failed': 'unavailable',
      },
    },
    arriving: {
      always: [{ guard: 'hasKey', target: 'resuming' }, { guard: 'hasAgency', target: 'agencyWelcome' }, { target: 'personalisation' }],
    },
    /** Back from the payment page: the stored state comes back at step 0, with a toast for a cancelled or failed payment. */
    resuming: {
      invoke: {
        id: 'resume',
        src: 'resume',
        input: ({ context }) => ({ key: context.input.key ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.tunnelStep === 'ABANDONED',
            target: 'personalisation',
            actions: [
              assign({ values: ({ event }) => event.output.tunnelState }),
              { type: 'notify', params: { toast: 'payment_cancelled' } },
            ],
          },
          {
            guard: ({ event }) => event.output.tunnelStep === 'ERROR',
            target: 'personalisation',
            actions: [assign({ values: ({ event }) => event.output.tunnelState }), { type: 'notify', params: { toast: 'retry_later' } }],
          },
          { target: 'personalisation', actions: assign({ values: ({ event }) => event.output.tunnelState }) },
        ],
        // A key that cannot be opened, or nothing stored under it: a fresh tunnel at step 0.
        onError: 'personalisation',
      },
    },
    /** A partner agency sent the visitor: its overlay, then a toast naming it. */
    agencyWelcome: {
      after: { [AGENCY_OVERLAY_MS]: { target: 'personalisation', actions: { type: 'notify', params: { toast: 'agency_welcome' } } } },
    },
    personalisation: {
      on: {
        update: { actions: update },
        submit: { guard: 'valid', target: 'summary' },
      },
    },
    summary: {
      on: {
        modify: { target: 'personalisation', actions: assign({ termsAccepted: false, outage: null }) },
        terms: { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
        pay: { guard: 'termsAccepted', target: 'paying', actions: assign({ outage: null }) },
      },
    },
    paying: {
      invoke: {
        id: 'initPurchase',
        src: 'initPurchase',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'redirecting',
          actions: [
            assign({ pageUrl: ({ event }) => event.output.pageUrl }),
            { type: 'redirect', params: ({ event }) => ({ pageUrl: event.output.pageUrl }) },
          ],
        },
        onError: [
          {
            guard: 'emptyStock',
            target: 'reloadingCatalogue',
            actions: [
              'invalidateCatalogue',
              { type: 'notify', params: { toast: 'empty_stock' } },
              assign({ termsAccepted: false, catalogueReady: false }),
            ],
          },
          // The store is away: the summary again, terms still accepted, with the server's message.
          { guard: 'outage', target: 'summary', actions: assign({ outage: ({ event }) => outageOf(event) ?? null }) },
          { target: 'summary', actions: { type: 'notify', params: { toast: 'generic_error' } } },
        ],
      },
    },
    /** The redirect overlay shows while the browser leaves for the payment page. */
    redirecting: { type: 'final' },
  },
});

/** The step number a state shows in the stepper. */
export function tunnelStep(state: string): 0 | 1 | 2 {
  if (state === 'summary') return 1;
  if (state === 'paying' || state === 'redirecting') return 2;
  return 0;
}
