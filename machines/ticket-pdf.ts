import { fromPromise, setup } from 'xstate';

/**
 * A PDF download of the traveller file: idle; a press asks for the document (loading); its URL
 * is opened (the injected `openPdf` action, in a new window) and the button is idle again; a
 * failure shows the error text until the next press. Pure: the call is the injected `requestPdf`
 * actor, answering the short-lived URL of the document.
 */
export type TicketPdfEvent = { type: 'pdf.download' };

export const ticketPdfMachine = setup({
  types: { events: {} as TicketPdfEvent },
  actors: {
    requestPdf: fromPromise<string>(async () => {
      throw new Error('provide the requestPdf actor');
    }),
  },
  actions: {
    /** Opens the document; the page provides it (here it does nothing, so the flow can be stepped through alone). */
    openPdf: (_, _params: { url: string }) => {},
    /** Gives up a window opened for the document when no document came. */
    abandon: () => {},
  },
}).createMachine({
  id: 'ticketPdf',
  initial: 'idle',
  states: {
    idle: { on: { 'pdf.download': 'loading' } },
    loading: {
      invoke: {
        src: 'requestPdf',
        onDone: { target: 'idle', actions: { type: 'openPdf', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'failed', actions: 'abandon' },
      },
    },
    failed: { on: { 'pdf.download': 'loading' } },
  },
});
