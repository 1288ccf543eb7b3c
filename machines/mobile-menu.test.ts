import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { mobileMenuMachine, type MobileMenuEvent } from './mobile-menu';

function run(...events: MobileMenuEvent[]) {
  const actor = createActor(mobileMenuMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('mobile menu machine', () => {
  it('starts closed and opens at its root', () => {
    expect(run().value).toBe('closed');
    const open = run({ type: 'menu.open' });
    expect(open.value).toEqual({ open: 'root' });
    expect(open.context.path).toEqual([]);
  });

  it('drills down a stack of levels and comes back one level per back', () => {
    const deep = run({ type: 'menu.open' }, { type: 'menu.drill', index: 1 }, { type: 'menu.drill', index: 0 });
    expect(deep.value).toEqual({ open: 'level' });
    expect(deep.context.path).toEqual([1, 0]);
    const back = run({ type: 'menu.open' }, { type: 'menu.drill', index: 1 }, { type: 'menu.drill', index: 0 }, { type: 'menu.back' });
    expect(back.context.path).toEqual([1]);
    expect(back.value).toEqual({ open: 'level' });
    const root = run({ type: 'menu.open' }, { type: 'menu.drill', index: 1 }, { type: 'menu.back' });
    expect(root.value).toEqual({ open: 'root' });
    expect(root.context.path).toEqual([]);
  });

  it('closes from any level and opens again at the root', () => {
    const reopened = run({ type: 'menu.open' }, { type: 'menu.drill', index: 2 }, { type: 'menu.close' }, { type: 'menu.open' });
    expect(reopened.value).toEqual({ open: 'root' });
    expect(reopened.context.path).toEqual([]);
  });

  it('ignores back at the root and drilling while closed', () => {
    expect(run({ type: 'menu.open' }, { type: 'menu.back' }).value).toEqual({ open: 'root' });
    const closed = run({ type: 'menu.drill', index: 0 });
    expect(closed.value).toBe('closed');
    expect(closed.context.path).toEqual([]);
  });

  it('reaches every state, and the depth always matches the state', () => {
    const paths = getShortestPaths(mobileMenuMachine, {
      events: [{ type: 'menu.open' }, { type: 'menu.close' }, { type: 'menu.drill', index: 0 }, { type: 'menu.back' }],
      // The stack can grow without end: explore it three levels deep.
      stopWhen: (snapshot) => snapshot.context.path.length >= 3,
    });
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(states).toEqual(new Set(['"closed"', '{"open":"root"}', '{"open":"level"}']));
    for (const { state } of paths) {
      const atLevel = JSON.stringify(state.value) === '{"open":"level"}';
      expect(atLevel).toBe(state.context.path.length > 0);
    }
  });
});
