import { createActor, SimulatedClock } from 'xstate';
import { autoplayDelayMs, carouselMachine, type CarouselInput } from './carousel';

function start(input: Partial<CarouselInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { clock, input: { count: 4, perView: 1, autoplay: true, delayMs: 5000, ...input } }).start();
  const index = () => actor.getSnapshot().context.index;
  const state = () => actor.getSnapshot().value;
  return { clock, actor, index, state };
}

describe('carousel machine', () => {
  it('turns the content delay in seconds into ms, 5 s by default', () => {
    expect(autoplayDelayMs(undefined)).toBe(5000);
    expect(autoplayDelayMs(6)).toBe(6000);
    expect(autoplayDelayMs(2.5)).toBe(2500);
  });

  it('autoplays one slide per delay and wraps around after the last', () => {
    const { clock, index, state } = start({ count: 3, delayMs: 6000 });
    expect(state()).toBe('playing');
    clock.increment(5999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(6000);
    clock.increment(6000);
    expect(index()).toBe(0);
  });

  it('stops autoplay when an arrow is clicked', () => {
    const { clock, actor, index, state } = start();
    actor.send({ type: 'carousel.next' });
    expect([state(), index()]).toEqual(['paused', 1]);
    clock.increment(60000);
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(3);
  });

  it('toggles between playing and paused', () => {
    const { clock, actor, index, state } = start({ autoplay: false });
    expect(state()).toBe('paused');
    actor.send({ type: 'carousel.toggle' });
    expect(state()).toBe('playing');
    clock.increment(5000);
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.toggle' });
    clock.increment(50000);
    expect([state(), index()]).toEqual(['paused', 1]);
  });

  it('never moves past the last slide that fills the view, nor plays when all slides fit', () => {
    const { actor, index } = start({ count: 5, perView: 3, autoplay: false });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(2);
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.sync', index: 9 });
    expect(index()).toBe(2);
    actor.send({ type: 'carousel.resize', perView: 5 });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.toggle' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(start({ count: 2, perView: 3 }).state()).toBe('paused');
  });

  it('pauses on request and stays paused', () => {
    const { clock, actor, index, state } = start();
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.pause' });
    clock.increment(60000);
    expect([state(), index()]).toEqual(['paused', 0]);
  });
});
