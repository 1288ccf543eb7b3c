import { assign, setup } from 'xstate';

/**
 * The mobile menu: closed, open at its root, or open on a drilled-down level. `path` is the
 * stack of item indexes from the root to the level shown ([] at the root, [1] inside the
 * second item, [1, 0] inside its first child...). The machine knows nothing of the menu
 * itself: the panel only sends `menu.drill` for items that have children.
 */
export interface MobileMenuContext {
  path: number[];
}

export type MobileMenuEvent =
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'menu.drill'; index: number }
  | { type: 'menu.back' };

export const mobileMenuMachine = setup({
  types: { context: {} as MobileMenuContext, events: {} as MobileMenuEvent },
  actions: {
    reset: assign({ path: () => [] }),
    push: assign({ path: ({ context, event }) => (event.type === 'menu.drill' ? [...context.path, event.index] : context.path) }),
    pop: assign({ path: ({ context }) => context.path.slice(0, -1) }),
  },
  guards: {
    deeperThanOneLevel: ({ context }) => context.path.length > 1,
  },
}).createMachine({
  id: 'mobileMenu',
  context: { path: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'root',
      on: { 'menu.close': { target: 'closed', actions: 'reset' } },
      states: {
        root: {
          on: { 'menu.drill': { target: 'level', actions: 'push' } },
        },
        level: {
          on: {
            'menu.drill': { actions: 'push' },
            'menu.back': [
              { guard: 'deeperThanOneLevel', actions: 'pop' },
              { target: 'root', actions: 'pop' },
            ],
          },
        },
      },
    },
  },
});
