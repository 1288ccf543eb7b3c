import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { carouselMachine, type CarouselInput } from '../../../machines/carousel';

/**
 * Drives a scrollable row of slides with the carousel machine: the row scrolls to the machine's
 * slide, and a swipe or scroll by the visitor tells the machine where the row now is. Without
 * JavaScript the row stays a plain horizontal scroller.
 */
export function useCarousel(input: CarouselInput & { perViewFor?: (windowWidth: number) => number }) {
  const { perViewFor, ...machineInput } = input;
  const [snapshot, send] = useMachine(carouselMachine, { input: machineInput });
  const track = useRef<HTMLUListElement>(null);
  const { index } = snapshot.context;

  // Autoplay is motion the visitor did not ask for: honour a reduced-motion preference.
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) send({ type: 'carousel.pause' });
  }, [send]);

  useEffect(() => {
    if (!perViewFor) return;
    const update = () => send({ type: 'carousel.resize', perView: perViewFor(window.innerWidth) });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [perViewFor, send]);

  useEffect(() => {
    const row = track.current;
    const slide = row?.children[index] as HTMLElement | undefined;
    if (!row || !slide || Math.abs(row.scrollLeft - slide.offsetLeft) < 2) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row.scrollTo?.({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
  }, [index]);

  useEffect(() => {
    const row = track.current;
    if (!row) return;
    const onScrollEnd = () => {
      const [first, second] = row.children as unknown as HTMLElement[];
      const stride = first && second ? second.offsetLeft - first.offsetLeft : row.clientWidth;
      if (stride > 0) send({ type: 'carousel.sync', index: Math.round(row.scrollLeft / stride) });
    };
    row.addEventListener('scrollend', onScrollEnd);
    return () => row.removeEventListener('scrollend', onScrollEnd);
  }, [send]);

  return {
    track,
    index,
    perView: snapshot.context.perView,
    count: snapshot.context.count,
    playing: snapshot.matches('playing'),
    next: () => send({ type: 'carousel.next' }),
    previous: () => send({ type: 'carousel.previous' }),
    toggle: () => send({ type: 'carousel.toggle' }),
  };
}
