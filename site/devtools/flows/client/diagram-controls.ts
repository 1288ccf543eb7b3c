import {
  boundingBox,
  clampScroll,
  INITIAL_VIEW,
  PAN_STEP_PX,
  panBy,
  showBox,
  zoomStep,
  zoomTo,
  type Box,
  type ChartView,
} from '../diagram-view';

/**
 * The flow inspector's state chart, zoomed and panned: the zoom buttons and their keys (+, -, 0),
 * dragging with the mouse, the arrow keys (Shift: further), Ctrl or ⌘ with the wheel. Each page
 * of a run shows its current state: the view kept from the previous step (in the tab's session
 * storage) moves just enough to bring it in. Without this script the chart still scrolls.
 */

/** How far the pointer moves before a press on the chart becomes a drag (a smaller move is a click on a state). */
const DRAG_THRESHOLD_PX = 4;
/** Shift with an arrow key moves by this share of the box. */
const PAGE_SHARE = 0.8;

const storageKey = (machine: string) => `quai.flows.view.${machine}`;

function savedView(machine: string): ChartView {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(machine)) ?? 'null') as Partial<ChartView> | null;
    if (saved && [saved.scale, saved.left, saved.top].every((value) => typeof value === 'number' && Number.isFinite(value)))
      return saved as ChartView;
  } catch {
    // Storage refused (private mode) or a value from another version: start from the top-left corner.
  }
  return INITIAL_VIEW;
}

function saveView(machine: string, view: ChartView): void {
  try {
    sessionStorage.setItem(storageKey(machine), JSON.stringify(view));
  } catch {
    // Storage refused: the next step starts from 100 % again.
  }
}

/** The current states' boxes in the chart's units: the innermost ones, or every one outlined when none is atomic. */
function currentStates(svg: SVGSVGElement): Box[] {
  const origin = svg.viewBox.baseVal;
  const atomic = [...svg.querySelectorAll<SVGRectElement>('rect.flows-current.flows-atomic')];
  const rects = atomic.length ? atomic : [...svg.querySelectorAll<SVGRectElement>('rect.flows-current')];
  return rects.map((rect) => ({
    x: rect.x.baseVal.value - origin.x,
    y: rect.y.baseVal.value - origin.y,
    width: rect.width.baseVal.value,
    height: rect.height.baseVal.value,
  }));
}

function enhance(figure: HTMLElement): void {
  const machine = figure.dataset.flowsDiagram ?? '';
  const scroller = figure.querySelector<HTMLElement>('[data-flows-viewport]');
  const svg = scroller?.querySelector<SVGSVGElement>('svg');
  const controls = figure.querySelector<HTMLElement>('[data-flows-zoom]');
  const level = controls?.querySelector('output');
  if (!scroller || !svg || !controls || !level) return;
  const chart = { width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height };
  const box = () => ({ width: scroller.clientWidth, height: scroller.clientHeight });
  const percent = new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'percent' });
  let view = INITIAL_VIEW;

  const apply = (next: ChartView) => {
    svg.setAttribute('width', String(chart.width * next.scale));
    svg.setAttribute('height', String(chart.height * next.scale));
    view = clampScroll(next, chart, box());
    scroller.scrollLeft = view.left;
    scroller.scrollTop = view.top;
    level.textContent = percent.format(view.scale);
    saveView(machine, view);
  };
  const showCurrent = (from: ChartView) => {
    const current = boundingBox(currentStates(svg));
    apply(current ? showBox(from, current, chart, box()) : from);
  };
  const zoom = (direction: 1 | -1, focus?: { x: number; y: number }) => apply(zoomStep(view, direction, chart, box(), focus));
  const reset = () => showCurrent(zoomTo(view, 1, chart, box()));

  // Scrollbars, a finger or the wheel move the view too: the next step starts from there.
  scroller.addEventListener('scroll', () => {
    view = { scale: view.scale, left: scroller.scrollLeft, top: scroller.scrollTop };
    saveView(machine, view);
  });

  controls.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLButtonElement>('button[data-zoom]')?.dataset.zoom;
    if (action === 'in') zoom(1);
    else if (action === 'out') zoom(-1);
    else if (action === 'reset') reset();
  });

  figure.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { width, height } = box();
    const [dx, dy] = event.shiftKey ? [width * PAGE_SHARE, height * PAGE_SHARE] : [PAN_STEP_PX, PAN_STEP_PX];
    const pan = (x: number, y: number) => apply(panBy(view, x, y, chart, box()));
    switch (event.key) {
      case '+':
      case '=':
        zoom(1);
        break;
      case '-':
      case '_':
        zoom(-1);
        break;
      case '0':
        reset();
        break;
      case 'ArrowLeft':
        pan(-dx, 0);
        break;
      case 'ArrowRight':
        pan(dx, 0);
        break;
      case 'ArrowUp':
        pan(0, -dy);
        break;
      case 'ArrowDown':
        pan(0, dy);
        break;
      default:
        return;
    }
    event.preventDefault();
  });

  scroller.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const at = scroller.getBoundingClientRect();
      zoom(event.deltaY < 0 ? 1 : -1, { x: event.clientX - at.left, y: event.clientY - at.top });
    },
    { passive: false },
  );

  // A mouse drags the chart (a finger scrolls it natively). A press that does not move is a click on a state.
  let drag: { x: number; y: number; from: ChartView; moved: boolean } | undefined;
  scroller.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || event.pointerType === 'touch') return;
    drag = { x: event.clientX, y: event.clientY, from: view, moved: false };
  });
  scroller.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      drag.moved = true;
      scroller.setPointerCapture(event.pointerId);
      scroller.dataset.dragging = '';
    }
    apply(panBy(drag.from, -dx, -dy, chart, box()));
  });
  const endDrag = (event: PointerEvent) => {
    if (drag?.moved) {
      scroller.releasePointerCapture(event.pointerId);
      delete scroller.dataset.dragging;
      // The click that ends a drag is not a click on the state under the pointer.
      scroller.addEventListener('click', (click) => click.preventDefault(), { capture: true, once: true });
    }
    drag = undefined;
  };
  scroller.addEventListener('pointerup', endDrag);
  scroller.addEventListener('pointercancel', endDrag);

  controls.hidden = false;
  for (const hint of figure.querySelectorAll<HTMLElement>('[data-flows-zoom-hint]')) hint.hidden = false;
  scroller.tabIndex = 0;
  scroller.dataset.zoomable = '';
  showCurrent(savedView(machine));
}

for (const figure of document.querySelectorAll<HTMLElement>('[data-flows-diagram]')) enhance(figure);
