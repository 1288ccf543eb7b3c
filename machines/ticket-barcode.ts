import { assign, fromPromise, setup } from 'xstate';

/**
 * A ticket's code on the traveller file: hidden; a press loads it (loading) then shows it; a
 * press again hides it and a further press shows the same image again; a failed load shows an
 * error and a press retries. When the card shows another travel the code is dropped and hidden.
 * Pure: the call is the injected `fetchBarcode` actor (it answers a base64 PNG).
 */
export interface TicketBarcodeContext {
  travelId: string;
  /** The base64 PNG of the current travel, once loaded. */
  image: string | undefined;
}

export type TicketBarcodeEvent = { type: 'barcode.toggle' } | { type: 'barcode.travel'; travelId: string };

export const ticketBarcodeMachine = setup({
  types: { context: {} as TicketBarcodeContext, events: {} as TicketBarcodeEvent, input: {} as { travelId: string } },
  actors: {
    fetchBarcode: fromPromise<string, { travelId: string }>(async () => {
      throw new Error('provide the fetchBarcode actor');
    }),
  },
  guards: {
    loaded: ({ context }) => context.image !== undefined,
    otherTravel: ({ context, event }) => event.type === 'barcode.travel' && event.travelId !== context.travelId,
  },
}).createMachine({
  id: 'ticketBarcode',
  initial: 'hidden',
  context: ({ input }) => ({ travelId: input.travelId, image: undefined }),
  on: {
    // Leaving `loading` this way also stops a call still running, so a late answer cannot show the old travel's code.
    'barcode.travel': {
      guard: 'otherTravel',
      target: '.hidden',
      actions: assign({ travelId: ({ event }) => event.travelId, image: undefined }),
    },
  },
  states: {
    hidden: { on: { 'barcode.toggle': [{ guard: 'loaded', target: 'shown' }, { target: 'loading' }] } },
    loading: {
      invoke: {
        src: 'fetchBarcode',
        input: ({ context }) => ({ travelId: context.travelId }),
        onDone: { target: 'shown', actions: assign({ image: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    shown: { on: { 'barcode.toggle': 'hidden' } },
    failed: { on: { 'barcode.toggle': 'loading' } },
  },
});
