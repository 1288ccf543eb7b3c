import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TvaAnswer } from '../schemas/generated/api/tva-answer';
import { canPressCheck, resultCode, vatCheckMachine } from './vat-check';

function start(answer: (input: { country: string; number: string }) => Promise<TvaAnswer>, input = {}) {
  return createActor(vatCheckMachine.provide({ actors: { check: fromPromise(({ input }) => answer(input)) } }), { input }).start();
}

describe('VAT check machine', () => {
  it('cannot check without a country or a number', () => {
    const actor = start(async () => ({ valid: true, message: '' }));
    expect(canPressCheck(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'vat.check' });
    expect(actor.getSnapshot().value).toBe('notRun');
    actor.send({ type: 'vat.country', country: 'FR' });
    expect(canPressCheck(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'vat.number', number: '40303265045' });
    expect(canPressCheck(actor.getSnapshot())).toBe(true);
  });

  it('gives 01 for a valid number, disables the button while loading and once a result exists', async () => {
    const sent: unknown[] = [];
    const actor = start(
      async (input) => {
        sent.push(input);
        return { valid: true, message: 'Numéro de TVA valide' };
      },
      { country: 'FR', number: '40303265045' },
    );
    actor.send({ type: 'vat.check' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(canPressCheck(actor.getSnapshot())).toBe(false);
    const done = await waitFor(actor, (s) => s.matches('valid'));
    expect(resultCode(done)).toBe('01');
    expect(canPressCheck(done)).toBe(false);
    expect(sent).toEqual([{ country: 'FR', number: '40303265045' }]);
  });

  it('gives 02 for an invalid number, and starts over when the number changes', async () => {
    const actor = start(async () => ({ valid: false, message: 'Numéro de TVA invalide' }), { country: 'FR', number: '123' });
    actor.send({ type: 'vat.check' });
    const done = await waitFor(actor, (s) => s.matches('invalid'));
    expect(resultCode(done)).toBe('02');
    actor.send({ type: 'vat.number', number: '1234' });
    expect(resultCode(actor.getSnapshot())).toBe('');
    expect(canPressCheck(actor.getSnapshot())).toBe(true);
  });

  it('goes to failed when the call fails, and can be retried', async () => {
    let calls = 0;
    const actor = start(
      async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return { valid: true, message: '' };
      },
      { country: 'BE', number: '0417497106' },
    );
    actor.send({ type: 'vat.check' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(canPressCheck(failed)).toBe(true);
    actor.send({ type: 'vat.check' });
    await waitFor(actor, (s) => s.matches('valid'));
  });

  it('reaches not run and loading by events alone (results come from the call)', () => {
    const paths = getShortestPaths(vatCheckMachine, {
      input: {},
      events: [{ type: 'vat.country', country: 'FR' }, { type: 'vat.number', number: '1' }, { type: 'vat.check' }],
    });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['notRun', 'loading']));
  });
});
