import fc from 'fast-check';
import { FILTER_SCROLL_STEP, maxScroll, scrollButtons, scrollTarget, type ScrollBox } from './tab-scroll';

/** A row of tabs: its visible width, its content width, and a reachable scroll position. */
const box = fc
  .record({
    clientWidth: fc.integer({ min: 1, max: 2000 }),
    overflow: fc.integer({ min: 0, max: 3000 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(
    ({ clientWidth, overflow, at }): ScrollBox => ({
      clientWidth,
      scrollWidth: clientWidth + overflow,
      scrollLeft: Math.round(overflow * at),
    }),
  );
const direction = fc.constantFrom<-1 | 1>(-1, 1);

describe('label tab scrolling', () => {
  it('stays between the start and the end of the row', () => {
    fc.assert(
      fc.property(box, direction, (row, dir) => {
        const target = scrollTarget(row, dir);
        return target >= 0 && target <= maxScroll(row);
      }),
    );
  });

  it('moves exactly 100 px per step unless an end is closer', () => {
    fc.assert(
      fc.property(box, direction, (row, dir) => {
        const moved = Math.abs(scrollTarget(row, dir) - row.scrollLeft);
        const room = dir === 1 ? maxScroll(row) - row.scrollLeft : row.scrollLeft;
        return moved === Math.min(FILTER_SCROLL_STEP, room);
      }),
    );
  });

  it('moves the way it is asked to, never backwards', () => {
    fc.assert(fc.property(box, direction, (row, dir) => Math.sign(scrollTarget(row, dir) - row.scrollLeft) !== -dir));
  });

  it('shows buttons only when the tabs overflow', () => {
    fc.assert(fc.property(box, (row) => scrollButtons(row).shown === row.scrollWidth > row.clientWidth));
  });

  it('enough steps right reach the end, and as many left come back to the start', () => {
    fc.assert(
      fc.property(box, (row) => {
        let position = 0;
        const steps = Math.ceil(maxScroll(row) / FILTER_SCROLL_STEP);
        for (let i = 0; i < steps; i++) position = scrollTarget({ ...row, scrollLeft: position }, 1);
        const atEnd = position === maxScroll(row) && !scrollButtons({ ...row, scrollLeft: position }).canRight;
        for (let i = 0; i < steps; i++) position = scrollTarget({ ...row, scrollLeft: position }, -1);
        return atEnd && position === 0;
      }),
    );
  });
});
