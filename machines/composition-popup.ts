import { assign, setup } from 'xstate';

/**
 * The train composition popup: closed, or open on one station's coach layout. Choosing another
 * station replays the layout animation: 300 ms per car, each car starting 30 ms after the one
 * before, so the popup knows when the cars have settled (and ignores nothing meanwhile).
 */

export const CAR_ANIMATION_MS = 300;
const CAR_STAGGER_MS = 30;

/** How long a layout of `cars` cars takes to settle: the last car starts (cars − 1) × 30 ms late. */
export function layoutAnimationMs(cars: number): number {
  return cars <= 0 ? 0 : CAR_ANIMATION_MS + CAR_STAGGER_MS * (cars - 1);
}

/** The delay before car `index` (from 0) starts moving. */
export function carDelayMs(index: number): number {
  return CAR_STAGGER_MS * index;
}

export interface CompositionContext {
  /** Index of the station whose layout is shown. */
  station: number;
  /** Cars of that layout, for the animation's length. */
  cars: number;
}

export type CompositionEvent =
  | { type: 'OPEN'; station: number; cars: number }
  | { type: 'SELECT_STATION'; station: number; cars: number }
  | { type: 'CLOSE' };

export const compositionPopupMachine = setup({
  types: { context: {} as CompositionContext, events: {} as CompositionEvent },
  delays: { layoutAnimation: ({ context }) => layoutAnimationMs(context.cars) },
}).createMachine({
  id: 'compositionPopup',
  context: { station: 0, cars: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: assign({ station: ({ event }) => event.station, cars: ({ event }) => event.cars }) } },
    },
    open: {
      initial: 'settled',
      on: {
        CLOSE: 'closed',
        SELECT_STATION: {
          target: '.animating',
          reenter: true,
          actions: assign({ station: ({ event }) => event.station, cars: ({ event }) => event.cars }),
        },
      },
      states: {
        settled: {},
        animating: { after: { layoutAnimation: 'settled' } },
      },
    },
  },
});
