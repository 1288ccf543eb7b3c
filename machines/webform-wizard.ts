import { and, assign, fromPromise, setup } from 'xstate';

/** Field key ('phone][ext' for a sub-field) to message, as the submission machine has them. */
export type PageErrors = Record<string, string>;

export interface WizardInput {
  /** The keys of the form's pages, in order. */
  pages: readonly string[];
  /** Whether a preview of every value follows the last page. */
  preview: boolean;
  /** The step to open on (a reload keeps it): a page's index, or the number of pages for the preview. */
  start?: number;
}

interface WizardContext {
  pages: readonly string[];
  preview: boolean;
  /** The current step: a page's index, or `pages.length` on the preview. */
  index: number;
  /** The errors of the current page, from its check or from the final submit. */
  errors: PageErrors;
}

type WizardEvent =
  | { type: 'next' }
  | { type: 'previous' }
  /** The progress bar goes back to an earlier step; later ones are reached with "next" only. */
  | { type: 'goTo'; index: number }
  /** The final submit (or the server) found errors: the page of the first one shows them. */
  | { type: 'showErrors'; index: number; errors: PageErrors }
  | { type: 'reset' };

const wizardSetup = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent, input: {} as WizardInput },
  actors: {
    /** The current page's errors under the shared validation rules; none lets the visitor go on. */
    checkPage: fromPromise<PageErrors, { page: string }>(async () => {
      throw new Error('provide the checkPage actor');
    }),
  },
  guards: {
    onPreview: ({ context }) => context.preview && context.index === context.pages.length,
    hasNext: ({ context }) => context.index < context.pages.length - 1 || (context.preview && context.index === context.pages.length - 1),
    hasPrevious: ({ context }) => context.index > 0,
    isEarlier: ({ context, event }) => event.type === 'goTo' && event.index >= 0 && event.index < context.index,
    passed: ({ event }) => Object.keys((event as unknown as { output: PageErrors }).output).length === 0,
    nextIsPreview: ({ context }) => context.preview && context.index === context.pages.length - 1,
  },
  actions: {
    back: assign({ index: ({ context }) => context.index - 1, errors: {} }),
    goTo: assign({ index: ({ context, event }) => (event.type === 'goTo' ? event.index : context.index), errors: {} }),
    showErrors: assign(({ context, event }) =>
      event.type === 'showErrors' ? { index: Math.min(Math.max(event.index, 0), context.pages.length - 1), errors: event.errors } : {},
    ),
    forward: assign({ index: ({ context }) => context.index + 1, errors: {} }),
  },
});

/** Back, a jump to an earlier step and shown errors apply on every step. */
const moves = {
  previous: { guard: 'hasPrevious' as const, target: '#webformWizard.page', actions: 'back' as const },
  goTo: { guard: 'isEarlier' as const, target: '#webformWizard.page', actions: 'goTo' as const },
  showErrors: { target: '#webformWizard.page', actions: 'showErrors' as const },
};

/**
 * A multi-page webform: one page at a time, "next" only once the page's own fields pass their
 * rules (the injected `checkPage` actor runs them), "previous" and the progress bar back to an
 * earlier step keep every value, then an optional preview of all values before the form is
 * submitted (the submission machine sends it). Errors of the final submit bring back the page
 * that holds the first one; reset opens the first page again.
 */
export const webformWizardMachine = wizardSetup.createMachine({
  id: 'webformWizard',
  context: ({ input }) => ({
    pages: input.pages,
    preview: input.preview,
    index: Math.min(Math.max(input.start ?? 0, 0), input.pages.length - (input.preview ? 0 : 1)),
    errors: {},
  }),
  initial: 'opening',
  on: { reset: { target: '.page', actions: assign({ index: 0, errors: {} }) } },
  states: {
    opening: { always: [{ guard: 'onPreview', target: 'preview' }, { target: 'page' }] },
    page: {
      on: {
        next: { guard: 'hasNext', target: 'checking' },
        ...moves,
      },
    },
    checking: {
      invoke: {
        src: 'checkPage',
        input: ({ context }) => ({ page: context.pages[context.index] ?? '' }),
        onDone: [
          { guard: and(['passed', 'nextIsPreview']), target: 'preview', actions: 'forward' },
          { guard: 'passed', target: 'page', actions: 'forward' },
          { target: 'page', actions: assign({ errors: ({ event }) => event.output }) },
        ],
        // A check that fails lets the visitor stay on the page and try again.
        onError: { target: 'page' },
      },
    },
    preview: { on: moves },
  },
});
