import { createActor, fromPromise, waitFor } from 'xstate';
import { webformWizardMachine, type PageErrors, type WizardInput } from './webform-wizard';

const pages = ['journey', 'traveller', 'request'];

function start(input: Partial<WizardInput>, check: (page: string) => PageErrors = () => ({})) {
  const checked: string[] = [];
  const machine = webformWizardMachine.provide({
    actors: {
      checkPage: fromPromise(async ({ input: { page } }) => {
        checked.push(page);
        return check(page);
      }),
    },
  });
  const actor = createActor(machine, { input: { pages, preview: false, ...input } }).start();
  return { actor, checked };
}

const at = (actor: ReturnType<typeof start>['actor']) => ({ value: actor.getSnapshot().value, index: actor.getSnapshot().context.index });

describe('webform wizard machine', () => {
  it('goes to the next page once the current page passes its check', async () => {
    const { actor, checked } = start({});
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('page'));
    expect(at(actor)).toEqual({ value: 'page', index: 1 });
    expect(checked).toEqual(['journey']);
  });

  it('stays on the page with its errors when the check finds some', async () => {
    const { actor } = start({}, () => ({ departure: 'Departure station is required.' }));
    actor.send({ type: 'next' });
    const snapshot = await waitFor(actor, (s) => s.matches('page'));
    expect(snapshot.context).toMatchObject({ index: 0, errors: { departure: 'Departure station is required.' } });
  });

  it('goes back without a check and clears the errors; not before the first page', async () => {
    const { actor, checked } = start({ start: 1 });
    actor.send({ type: 'showErrors', index: 1, errors: { name: 'x' } });
    actor.send({ type: 'previous' });
    expect(at(actor)).toEqual({ value: 'page', index: 0 });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().can({ type: 'previous' })).toBe(false);
    expect(checked).toEqual([]);
  });

  it('has no next on the last page without a preview (the form is submitted there)', () => {
    const { actor } = start({ start: 2 });
    expect(actor.getSnapshot().can({ type: 'next' })).toBe(false);
  });

  it('reaches the preview after the last page, and comes back to it', async () => {
    const { actor } = start({ preview: true, start: 2 });
    actor.send({ type: 'next' });
    await waitFor(actor, (s) => !s.matches('checking'));
    expect(at(actor)).toEqual({ value: 'preview', index: 3 });
    actor.send({ type: 'previous' });
    expect(at(actor)).toEqual({ value: 'page', index: 2 });
  });

  it('opens on the step it is started on (a reload), the preview included; an unknown step is clamped', () => {
    expect(at(start({ preview: true, start: 3 }).actor)).toEqual({ value: 'preview', index: 3 });
    expect(at(start({ start: 1 }).actor)).toEqual({ value: 'page', index: 1 });
    expect(at(start({ start: 9 }).actor)).toEqual({ value: 'page', index: 2 });
  });

  it('lets the progress bar go back to an earlier step only', () => {
    const { actor } = start({ start: 2 });
    actor.send({ type: 'goTo', index: 0 });
    expect(at(actor)).toEqual({ value: 'page', index: 0 });
    actor.send({ type: 'goTo', index: 2 });
    expect(at(actor)).toEqual({ value: 'page', index: 0 });
  });

  it('shows the page of the final check’s first error, from the preview too', () => {
    const { actor } = start({ preview: true, start: 3 });
    actor.send({ type: 'showErrors', index: 0, errors: { departure: 'Required.' } });
    expect(at(actor)).toEqual({ value: 'page', index: 0 });
    expect(actor.getSnapshot().context.errors).toEqual({ departure: 'Required.' });
  });

  it('stays on the page when the check itself fails, and reset opens the first page', async () => {
    const { actor } = start({ start: 1 }, () => {
      throw new Error('broken rule');
    });
    actor.send({ type: 'next' });
    await waitFor(actor, (s) => s.matches('page'));
    expect(at(actor)).toEqual({ value: 'page', index: 1 });
    actor.send({ type: 'reset' });
    expect(at(actor)).toEqual({ value: 'page', index: 0 });
  });
});
