import { getShortestPaths } from '@xstate/graph';
import { createActor, SimulatedClock } from 'xstate';
import { carDelayMs, compositionPopupMachine, layoutAnimationMs } from './composition-popup';

describe('composition popup', () => {
  it('a station change animates 300 ms plus 30 ms for each further car', () => {
    expect(layoutAnimationMs(1)).toBe(300);
    expect(layoutAnimationMs(10)).toBe(570);
    expect(carDelayMs(0)).toBe(0);
    expect(carDelayMs(4)).toBe(120);
  });

  it('settles exactly when the last car has arrived', () => {
    const clock = new SimulatedClock();
    const actor = createActor(compositionPopupMachine, { clock }).start();
    actor.send({ type: 'OPEN', station: 0, cars: 8 });
    expect(actor.getSnapshot().value).toEqual({ open: 'settled' });
    actor.send({ type: 'SELECT_STATION', station: 2, cars: 10 });
    expect(actor.getSnapshot().value).toEqual({ open: 'animating' });
    expect(actor.getSnapshot().context).toEqual({ station: 2, cars: 10 });
    clock.increment(569);
    expect(actor.getSnapshot().value).toEqual({ open: 'animating' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'settled' });
  });

  it('a second change restarts the animation from the new layout', () => {
    const clock = new SimulatedClock();
    const actor = createActor(compositionPopupMachine, { clock }).start();
    actor.send({ type: 'OPEN', station: 0, cars: 4 });
    actor.send({ type: 'SELECT_STATION', station: 1, cars: 4 });
    clock.increment(200);
    actor.send({ type: 'SELECT_STATION', station: 2, cars: 2 });
    clock.increment(329);
    expect(actor.getSnapshot().value).toEqual({ open: 'animating' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'settled' });
  });

  it('every state is reachable and closing always returns to closed', () => {
    const paths = getShortestPaths(compositionPopupMachine, {
      events: [{ type: 'OPEN', station: 1, cars: 3 }, { type: 'SELECT_STATION', station: 2, cars: 5 }, { type: 'CLOSE' }],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"closed"', '{"open":"settled"}', '{"open":"animating"}']));
    for (const path of paths) {
      if (path.state.value === 'closed') continue;
      const actor = createActor(compositionPopupMachine).start();
      for (const step of path.steps) actor.send(step.event);
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().value).toBe('closed');
    }
  });
});
