/**
 * The view of a state chart in its scrolling box: how large it is drawn and where the box is
 * scrolled. Pure, so the browser script (client/diagram-controls.ts) only reads the page and
 * applies what these give.
 */

/** How far the chart zooms out and in, and by how much a step (button or key) zooms. */
export const ZOOM = { min: 0.25, max: 4, step: 1.25 } as const;

/** How far an arrow key moves the chart, in screen pixels (Shift: most of the box). */
export const PAN_STEP_PX = 48;
/** Room kept around the current state when it is brought into view. */
const CURRENT_MARGIN_PX = 24;

export interface Size {
  width: number;
  height: number;
}

/** A box in the chart's own units (the SVG's user space, from its top-left corner). */
export interface Box extends Size {
  x: number;
  y: number;
}

/** The chart drawn at `scale`, its box scrolled by `left` and `top` screen pixels. */
export interface ChartView {
  scale: number;
  left: number;
  top: number;
}

export const INITIAL_VIEW: ChartView = { scale: 1, left: 0, top: 0 };

const between = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A scale within the zoom's bounds, rounded so that steps in and out come back to 100 %. */
export function clampScale(scale: number): number {
  return between(Math.round(scale * 1000) / 1000, ZOOM.min, ZOOM.max);
}

/** The view scrolled no further than the drawn chart goes (a chart smaller than its box stays at the corner). */
export function clampScroll(view: ChartView, chart: Size, box: Size): ChartView {
  return {
    scale: view.scale,
    left: between(view.left, 0, Math.max(0, chart.width * view.scale - box.width)),
    top: between(view.top, 0, Math.max(0, chart.height * view.scale - box.height)),
  };
}

/**
 * The chart drawn at `scale`, the point under `focus` (box pixels: the pointer, or the box's
 * centre for a button or a key) staying where it is.
 */
export function zoomTo(view: ChartView, scale: number, chart: Size, box: Size, focus = { x: box.width / 2, y: box.height / 2 }): ChartView {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampScroll(
    { scale: next, left: (view.left + focus.x) * ratio - focus.x, top: (view.top + focus.y) * ratio - focus.y },
    chart,
    box,
  );
}

/** One zoom step in (`direction` 1) or out (-1). */
export function zoomStep(view: ChartView, direction: 1 | -1, chart: Size, box: Size, focus?: { x: number; y: number }): ChartView {
  return zoomTo(view, view.scale * ZOOM.step ** direction, chart, box, focus);
}

/** The chart moved under the box by `dx`, `dy` screen pixels (positive: the box looks further right and down). */
export function panBy(view: ChartView, dx: number, dy: number, chart: Size, box: Size): ChartView {
  return clampScroll({ scale: view.scale, left: view.left + dx, top: view.top + dy }, chart, box);
}

/** The smallest box holding all of `boxes`, or nothing when there are none. */
export function boundingBox(boxes: readonly Box[]): Box | undefined {
  if (!boxes.length) return undefined;
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The view that shows `target` (chart units) with a margin, scrolled as little as it takes: a
 * state already in view stays where it is. A state larger than the box shows its top-left corner.
 */
export function showBox(view: ChartView, target: Box, chart: Size, box: Size, margin = CURRENT_MARGIN_PX): ChartView {
  const along = (scroll: number, start: number, length: number, visible: number) => {
    const from = start * view.scale - margin;
    const to = (start + length) * view.scale + margin;
    if (to - from > visible || from < scroll) return from;
    if (to > scroll + visible) return to - visible;
    return scroll;
  };
  return clampScroll(
    {
      scale: view.scale,
      left: along(view.left, target.x, target.width, box.width),
      top: along(view.top, target.y, target.height, box.height),
    },
    chart,
    box,
  );
}
