import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { ERROR_TOAST_TIMEOUT, MAX_VISIBLE_TOASTS, toastsMachine, type ToastKind } from './toasts';

type Step = { op: 'add'; kind: ToastKind } | { op: 'close'; which: number } | { op: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), kind: fc.constantFrom<ToastKind>('error', 'info', 'success') }),
  fc.record({ op: fc.constant('close' as const), which: fc.nat(5) }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 7000 }) }),
);

describe('toasts machine, over any sequence of adds, closes and waits', () => {
  it('never shows more than 3 toasts, and never an error toast older than 5000 ms', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const clock = new SimulatedClock();
        const actor = createActor(toastsMachine, { clock }).start();
        const shownAt = new Map<string, number>();
        let now = 0;
        steps.forEach((current, index) => {
          if (current.op === 'add') {
            const id = `t${index}`;
            actor.send({ type: 'toast.add', id, request: { kind: current.kind, message: 'Train supprimé' } });
            shownAt.set(id, now);
          } else if (current.op === 'close') {
            const toast = actor.getSnapshot().context.toasts[current.which];
            if (toast) actor.send({ type: 'toast.close', id: toast.id });
          } else {
            clock.increment(current.ms);
            now += current.ms;
          }
          const toasts = actor.getSnapshot().context.toasts;
          expect(toasts.length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
          for (const toast of toasts.filter((visible) => visible.kind === 'error'))
            expect(now - shownAt.get(toast.id)!).toBeLessThan(ERROR_TOAST_TIMEOUT);
        });
      }),
    );
  });

  it('adds a toast whenever fewer than 3 are visible', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<ToastKind>('error', 'info'), { maxLength: 10 }), (kinds) => {
        const actor = createActor(toastsMachine, { clock: new SimulatedClock() }).start();
        kinds.forEach((kind, index) => {
          const before = actor.getSnapshot().context.toasts.length;
          actor.send({ type: 'toast.add', id: `t${index}`, request: { kind, message: 'Voie modifiée' } });
          expect(actor.getSnapshot().context.toasts.length).toBe(Math.min(before + 1, MAX_VISIBLE_TOASTS));
        });
      }),
    );
  });
});
