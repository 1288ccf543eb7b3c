import { assign, fromPromise, setup } from 'xstate';
import type { TvaAnswer } from '../schemas/generated/api/tva-answer';

/**
 * The VAT check of the VAT composite: not run, loading, valid or invalid.
 * The check button is disabled once a result exists, while loading, or without a country or a
 * number; changing either starts over. A failed call shows 'webform.tva.error' and may be
 * retried. Pure: the call is the injected `check` actor.
 */

/** Spec section 9: the result codes stored in vat_number_valid. */
const VAT_VALID = '01';
const VAT_INVALID = '02';

export interface VatCheckContext {
  country: string;
  number: string;
  /** The server's message about the result. */
  message: string;
}

export type VatCheckEvent = { type: 'vat.country'; country: string } | { type: 'vat.number'; number: string } | { type: 'vat.check' };

export const vatCheckMachine = setup({
  types: { context: {} as VatCheckContext, events: {} as VatCheckEvent, input: {} as Partial<Pick<VatCheckContext, 'country' | 'number'>> },
  actors: {
    check: fromPromise<TvaAnswer, { country: string; number: string }>(async () => {
      throw new Error('provide the check actor');
    }),
  },
  guards: {
    canCheck: ({ context }) => context.country.trim() !== '' && context.number.trim() !== '',
  },
}).createMachine({
  id: 'vatCheck',
  initial: 'notRun',
  context: ({ input }) => ({ country: input.country ?? '', number: input.number ?? '', message: '' }),
  on: {
    'vat.country': { target: '.notRun', actions: assign({ country: ({ event }) => event.country, message: '' }) },
    'vat.number': { target: '.notRun', actions: assign({ number: ({ event }) => event.number, message: '' }) },
  },
  states: {
    notRun: { on: { 'vat.check': { guard: 'canCheck', target: 'loading' } } },
    loading: {
      // Edits while loading are kept, and the answer, now stale, is dropped by leaving this state.
      invoke: {
        src: 'check',
        input: ({ context }) => ({ country: context.country, number: context.number }),
        onDone: [
          { guard: ({ event }) => event.output.valid, target: 'valid', actions: assign({ message: ({ event }) => event.output.message }) },
          { target: 'invalid', actions: assign({ message: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'failed' },
      },
    },
    valid: {},
    invalid: {},
    failed: { on: { 'vat.check': { guard: 'canCheck', target: 'loading' } } },
  },
});

/** Whether the check button can be pressed in this state. */
export function canPressCheck(snapshot: { matches: (state: 'notRun' | 'failed') => boolean; context: VatCheckContext }): boolean {
  return (
    (snapshot.matches('notRun') || snapshot.matches('failed')) &&
    snapshot.context.country.trim() !== '' &&
    snapshot.context.number.trim() !== ''
  );
}

/** The composite's vat_number_valid code for a state: empty until a result exists. */
export function resultCode(snapshot: { matches: (state: 'valid' | 'invalid') => boolean }): string {
  if (snapshot.matches('valid')) return VAT_VALID;
  if (snapshot.matches('invalid')) return VAT_INVALID;
  return '';
}
