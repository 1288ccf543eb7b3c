/**
 * The drawing of a signature pad, kept apart from the canvas so that it can be tested without
 * one: which pointer draws, where its points fall on the canvas, and how strokes and a typed
 * name are painted.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Pad {
  /** Each stroke is the points of one press of a mouse button, a finger or a pen. */
  strokes: Point[][];
  /** The pointer drawing the current stroke; another finger touching meanwhile is ignored. */
  drawing: number | undefined;
}

export const EMPTY_PAD: Pad = { strokes: [], drawing: undefined };

/** The canvas's own pixel size: wide enough for a name, scaled down by CSS on narrow screens. */
export const PAD_SIZE = { width: 600, height: 200 } as const;

/** Where a pointer at (clientX, clientY) falls on the canvas, whatever size CSS shows it at. */
export function canvasPoint(
  client: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): Point {
  const scaleX = box.width ? PAD_SIZE.width / box.width : 1;
  const scaleY = box.height ? PAD_SIZE.height / box.height : 1;
  return { x: (client.clientX - box.left) * scaleX, y: (client.clientY - box.top) * scaleY };
}

/** A press starts a stroke unless another pointer is already drawing. */
export function pressPad(pad: Pad, pointerId: number, point: Point): Pad {
  if (pad.drawing !== undefined) return pad;
  return { strokes: [...pad.strokes, [point]], drawing: pointerId };
}

/** A move of the drawing pointer extends its stroke; any other move (hovering, a second finger) is ignored. */
export function movePad(pad: Pad, pointerId: number, point: Point): Pad {
  if (pad.drawing !== pointerId) return pad;
  const strokes = pad.strokes.slice(0, -1);
  return { strokes: [...strokes, [...(pad.strokes.at(-1) ?? []), point]], drawing: pointerId };
}

/** Lifting (or losing) the drawing pointer ends its stroke. */
export function releasePad(pad: Pad, pointerId: number): Pad {
  return pad.drawing === pointerId ? { ...pad, drawing: undefined } : pad;
}

/** The part of a 2D context the pad paints with. */
export type PadContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'fill' | 'stroke' | 'fillText'
> & {
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** Dark ink, readable on the white the PNG is shown on wherever the submission is read. */
const INK = '#1a1a2e';

export function clearPad(context: PadContext): void {
  context.clearRect(0, 0, PAD_SIZE.width, PAD_SIZE.height);
}

/** Paints the strokes; a single press (a dot) is painted as a dot. */
export function paintStrokes(context: PadContext, strokes: readonly Point[][]): void {
  clearPad(context);
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const [first, ...rest] of strokes) {
    if (!first) continue;
    context.beginPath();
    if (!rest.length) {
      context.arc(first.x, first.y, context.lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/** Paints a typed name as the signature, in a handwriting-like font, centred. */
export function paintName(context: PadContext, name: string): void {
  clearPad(context);
  context.fillStyle = INK;
  context.font = 'italic 48px "Segoe Script", "Brush Script MT", cursive';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, PAD_SIZE.width / 2, PAD_SIZE.height / 2, PAD_SIZE.width - 40);
}
