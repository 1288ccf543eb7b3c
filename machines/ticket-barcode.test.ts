import { createActor, fromPromise, waitFor } from 'xstate';
import { ticketBarcodeMachine } from './ticket-barcode';

function start(answer: (travelId: string) => Promise<string>) {
  const calls: string[] = [];
  const actor = createActor(
    ticketBarcodeMachine.provide({
      actors: {
        fetchBarcode: fromPromise(({ input }) => {
          calls.push(input.travelId);
          return answer(input.travelId);
        }),
      },
    }),
    { input: { travelId: 'T1' } },
  ).start();
  return { actor, calls };
}

describe('ticket barcode machine', () => {
  it('loads the code on the first press, hides it on the next and shows it again without a new call', async () => {
    const { actor, calls } = start(async (id) => `png-${id}`);
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'barcode.toggle' });
    expect(actor.getSnapshot().value).toBe('loading');
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(shown.context.image).toBe('png-T1');
    actor.send({ type: 'barcode.toggle' });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'barcode.toggle' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls).toEqual(['T1']);
  });

  it('drops the code when the travel changes, even while it loads', async () => {
    let release: (value: string) => void = () => {};
    const { actor, calls } = start((id) => (id === 'T1' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(`png-${id}`)));
    actor.send({ type: 'barcode.toggle' });
    actor.send({ type: 'barcode.travel', travelId: 'T2' });
    release('png-T1');
    await Promise.resolve();
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { travelId: 'T2', image: undefined } });
    actor.send({ type: 'barcode.toggle' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('shown'))).context.image).toBe('png-T2');
    expect(calls).toEqual(['T1', 'T2']);
  });

  it('keeps its code when told the same travel again', async () => {
    const { actor } = start(async (id) => `png-${id}`);
    actor.send({ type: 'barcode.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'barcode.travel', travelId: 'T1' });
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('shows the error after a failed call and retries on the next press', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new Error('503');
      return 'png';
    });
    actor.send({ type: 'barcode.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.image).toBeUndefined();
    fail = false;
    actor.send({ type: 'barcode.toggle' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('shown'))).context.image).toBe('png');
  });
});
