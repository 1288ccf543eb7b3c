import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import { webformSubmissionMachine, type SubmissionRejected } from './webform-submission';

const values = { name: 'Camille' };

function start(answer: (values: Record<string, unknown>) => Promise<Record<string, unknown>>) {
  const machine = webformSubmissionMachine.provide({ actors: { submit: fromPromise(({ input }) => answer(input.values)) } });
  return createActor(machine).start();
}

describe('webform submission machine', () => {
  it('goes to error without calling the server when the browser found errors', () => {
    const calls: unknown[] = [];
    const actor = start(async (sent) => {
      calls.push(sent);
      return { sid: 1 };
    });
    actor.send({ type: 'submit', values, errors: { name: 'Ce champ est obligatoire.' } });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'Ce champ est obligatoire.' });
    expect(calls).toEqual([]);
  });

  it('goes to success on an OK reply, clearing the errors, and keeps the stored submission', async () => {
    const actor = start(async (sent) => ({ sid: 7, data: sent }));
    actor.send({ type: 'submit', values, errors: { name: 'x' } });
    actor.send({ type: 'submit', values, errors: {} });
    const snapshot = await waitFor(actor, (s) => s.matches('success'));
    expect(snapshot.context).toEqual({ errors: {}, formMessage: undefined, submission: { sid: 7, data: values } });
  });

  it('goes to error with the server field errors on a non-OK reply', async () => {
    const rejected: SubmissionRejected = { errors: { 'phone][ext': 'Trop long' }, message: 'Submitted Data contains validation errors.' };
    const actor = start(async () => Promise.reject(rejected));
    actor.send({ type: 'submit', values, errors: {} });
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.errors).toEqual({ 'phone][ext': 'Trop long' });
    expect(snapshot.context.formMessage).toBe('Submitted Data contains validation errors.');
  });

  it('can send again from success (the message confirmation keeps the form on the page)', async () => {
    let sid = 0;
    const actor = start(async () => ({ sid: ++sid }));
    actor.send({ type: 'submit', values, errors: {} });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'submit', values, errors: {} });
    const again = await waitFor(actor, (s) => s.matches('success') && s.context.submission?.sid === 2);
    expect(again.context.submission).toEqual({ sid: 2 });
  });

  it('reset clears the data from any state', async () => {
    const actor = start(async () => ({ sid: 1 }));
    actor.send({ type: 'submit', values, errors: {} });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ errors: {}, formMessage: undefined, submission: undefined });
  });

  it('every state is reachable from idle by events', () => {
    const paths = getShortestPaths(webformSubmissionMachine, {
      events: [{ type: 'submit', values, errors: {} }, { type: 'submit', values, errors: { a: 'b' } }, { type: 'reset' }],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"idle"', '"error"', '"submitting"']));
  });
});
