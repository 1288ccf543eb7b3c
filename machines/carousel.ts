import { assign, not, setup } from 'xstate';

/** Seconds between slides when the content sets no delay. */
const DEFAULT_AUTOPLAY_DELAY_SECONDS = 5;

/** The autoplay delay in ms for a delay given in seconds by the content system. */
export function autoplayDelayMs(seconds: number | undefined): number {
  return (seconds ?? DEFAULT_AUTOPLAY_DELAY_SECONDS) * 1000;
}

export interface CarouselInput {
  count: number;
  /** Slides in view at once. */
  perView?: number;
  autoplay: boolean;
  delayMs: number;
}

export interface CarouselContext {
  /** The first slide in view. */
  index: number;
  count: number;
  perView: number;
  delayMs: number;
  /** Whether the content asked for autoplay. */
  autoplay: boolean;
}

export type CarouselEvent =
  /** The arrows: they move one slide and stop autoplay. */
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.toggle' }
  /** Stops autoplay, whatever the state: for visitors who ask the system for reduced motion. */
  | { type: 'carousel.pause' }
  /** The visitor scrolled or swiped the row to this slide. */
  | { type: 'carousel.sync'; index: number }
  | { type: 'carousel.resize'; perView: number };

/** The last index that still fills the view. */
const lastIndex = (context: Pick<CarouselContext, 'count' | 'perView'>) => Math.max(0, context.count - context.perView);

const clamp = (index: number, context: Pick<CarouselContext, 'count' | 'perView'>) => Math.min(Math.max(0, index), lastIndex(context));

/** Moves by one slide, wrapping around at both ends. */
const step = (context: CarouselContext, by: 1 | -1) => {
  const last = lastIndex(context);
  if (by === 1) return context.index >= last ? 0 : context.index + 1;
  return context.index <= 0 ? last : context.index - 1;
};

/**
 * A carousel's position and autoplay (diaporama, card carousel). Autoplay advances one slide
 * every delay; an arrow click moves and stops it; the toggle switches playing and paused.
 * A carousel whose slides all fit in view never plays.
 */
export const carouselMachine = setup({
  types: { context: {} as CarouselContext, events: {} as CarouselEvent, input: {} as CarouselInput },
  delays: { slideDelay: ({ context }) => context.delayMs },
  guards: {
    shouldAutoplay: ({ context }) => context.autoplay && lastIndex(context) > 0,
    canMove: ({ context }) => lastIndex(context) > 0,
  },
  actions: {
    next: assign({ index: ({ context }) => step(context, 1) }),
    previous: assign({ index: ({ context }) => step(context, -1) }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    count: input.count,
    perView: Math.max(1, input.perView ?? 1),
    delayMs: input.delayMs,
    autoplay: input.autoplay,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'shouldAutoplay', target: 'playing' }, { target: 'paused' }],
    },
    playing: {
      // A resize that brings every slide into view leaves nothing to play.
      always: { guard: not('canMove'), target: 'paused' },
      after: { slideDelay: { target: 'playing', reenter: true, actions: 'next' } },
      on: { 'carousel.toggle': 'paused', 'carousel.pause': 'paused' },
    },
    paused: {
      on: { 'carousel.toggle': { guard: 'canMove', target: 'playing' } },
    },
  },
  on: {
    'carousel.next': { guard: 'canMove', target: '.paused', actions: 'next' },
    'carousel.previous': { guard: 'canMove', target: '.paused', actions: 'previous' },
    'carousel.sync': { actions: assign({ index: ({ context, event }) => clamp(event.index, context) }) },
    'carousel.resize': {
      actions: assign(({ context, event }) => ({
        perView: Math.max(1, event.perView),
        index: clamp(context.index, { ...context, perView: Math.max(1, event.perView) }),
      })),
    },
  },
});
