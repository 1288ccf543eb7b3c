import { boundingBox, clampScale, INITIAL_VIEW, panBy, showBox, zoomStep, zoomTo, ZOOM } from './diagram-view';

/** A chart of 1200 × 900 units in a box of 400 × 300 pixels, as on a phone. */
const chart = { width: 1200, height: 900 };
const box = { width: 400, height: 300 };

describe('zooming the state chart', () => {
  it('keeps the point under the pointer where it is', () => {
    const view = zoomTo({ scale: 1, left: 100, top: 50 }, 2, chart, box, { x: 40, y: 30 });
    // The chart point under the pointer was (140, 80); drawn twice as large, it is at (280, 160).
    expect(view).toEqual({ scale: 2, left: 240, top: 130 });
  });

  it('zooms about the centre of the box for a button or a key, and comes back to 100 % in as many steps', () => {
    let view = INITIAL_VIEW;
    for (let step = 0; step < 3; step++) view = zoomStep(view, 1, chart, box);
    expect(view.scale).toBeCloseTo(1.95, 2);
    for (let step = 0; step < 3; step++) view = zoomStep(view, -1, chart, box);
    expect(view.scale).toBe(1);
  });

  it('stops at 25 % and 400 %', () => {
    expect(clampScale(0.01)).toBe(ZOOM.min);
    expect(clampScale(40)).toBe(ZOOM.max);
    expect(zoomStep({ scale: ZOOM.max, left: 0, top: 0 }, 1, chart, box).scale).toBe(4);
  });

  it('never scrolls past the chart: zoomed out below the size of the box, it sits in the corner', () => {
    expect(zoomTo({ scale: 1, left: 800, top: 600 }, 0.25, chart, box)).toEqual({ scale: 0.25, left: 0, top: 0 });
  });
});

describe('panning the state chart', () => {
  it('moves by the pixels asked, within the chart', () => {
    expect(panBy(INITIAL_VIEW, 48, 0, chart, box)).toEqual({ scale: 1, left: 48, top: 0 });
    expect(panBy(INITIAL_VIEW, -48, -48, chart, box)).toEqual(INITIAL_VIEW);
    // At 100 %, the box of 400 × 300 reaches the chart's far corner at 800, 600.
    expect(panBy(INITIAL_VIEW, 5000, 5000, chart, box)).toEqual({ scale: 1, left: 800, top: 600 });
  });
});

describe('the current state in view', () => {
  const state = { x: 900, y: 700, width: 120, height: 40 };

  it('scrolls as little as it takes to show a state out of view, with a margin', () => {
    // Its right edge 1020 + 24 of margin, at the box's right edge: 1044 - 400.
    expect(showBox(INITIAL_VIEW, state, chart, box)).toEqual({ scale: 1, left: 644, top: 464 });
  });

  it('leaves the view alone when the state is already shown', () => {
    const view = { scale: 1, left: 700, top: 500 };
    expect(showBox(view, state, chart, box)).toEqual(view);
  });

  it('scrolls back to a state above and to the left, at the zoom in use', () => {
    const view = { scale: 2, left: 1600, top: 1200 };
    expect(showBox(view, { x: 100, y: 100, width: 50, height: 20 }, chart, box)).toEqual({ scale: 2, left: 176, top: 176 });
  });

  it('shows the top-left corner of a state larger than the box', () => {
    expect(showBox({ scale: 1, left: 600, top: 0 }, { x: 50, y: 60, width: 800, height: 700 }, chart, box)).toEqual({
      scale: 1,
      left: 26,
      top: 36,
    });
  });

  it('takes the box around every current state of a parallel machine', () => {
    expect(
      boundingBox([
        { x: 10, y: 20, width: 100, height: 40 },
        { x: 300, y: 5, width: 50, height: 40 },
      ]),
    ).toEqual({ x: 10, y: 5, width: 340, height: 55 });
    expect(boundingBox([])).toBeUndefined();
  });
});
