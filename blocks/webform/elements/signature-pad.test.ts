import { canvasPoint, EMPTY_PAD, movePad, paintName, paintStrokes, pressPad, releasePad, type PadContext } from './signature-pad';

/** A 2D context that notes what is painted. */
function recordingContext() {
  const calls: string[] = [];
  const note =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push(`${name}(${args.map((arg) => (typeof arg === 'number' ? Math.round(arg) : arg)).join(',')})`);
  const context = {
    clearRect: note('clearRect'),
    beginPath: note('beginPath'),
    moveTo: note('moveTo'),
    lineTo: note('lineTo'),
    arc: note('arc'),
    fill: note('fill'),
    stroke: note('stroke'),
    fillText: note('fillText'),
  } as unknown as PadContext;
  return { context, calls };
}

describe('the signature pad', () => {
  it('places a pointer on the canvas whatever size CSS shows it at', () => {
    // The 600×200 canvas shown 300 px wide, 100 px high, 20 px from the left and 50 from the top.
    expect(canvasPoint({ clientX: 170, clientY: 100 }, { left: 20, top: 50, width: 300, height: 100 })).toEqual({ x: 300, y: 100 });
  });

  it('draws one stroke per press of the pointer that pressed, until it is lifted', () => {
    let pad = pressPad(EMPTY_PAD, 1, { x: 10, y: 10 });
    pad = movePad(pad, 1, { x: 20, y: 15 });
    // A second finger touching meanwhile neither starts nor extends a stroke.
    pad = pressPad(pad, 2, { x: 90, y: 90 });
    pad = movePad(pad, 2, { x: 95, y: 95 });
    pad = movePad(pad, 1, { x: 30, y: 20 });
    pad = releasePad(pad, 2);
    expect(pad.drawing).toBe(1);
    pad = releasePad(pad, 1);
    // A mouse moving with no button pressed draws nothing.
    pad = movePad(pad, 1, { x: 40, y: 40 });
    pad = pressPad(pad, 3, { x: 50, y: 50 });
    expect(pad.strokes).toEqual([
      [
        { x: 10, y: 10 },
        { x: 20, y: 15 },
        { x: 30, y: 20 },
      ],
      [{ x: 50, y: 50 }],
    ]);
    expect(pad.drawing).toBe(3);
  });

  it('paints strokes as lines and a single press as a dot, on a cleared canvas', () => {
    const { context, calls } = recordingContext();
    paintStrokes(context, [
      [
        { x: 10, y: 10 },
        { x: 20, y: 15 },
      ],
      [{ x: 50, y: 50 }],
    ]);
    expect(calls).toEqual([
      'clearRect(0,0,600,200)',
      'beginPath()',
      'moveTo(10,10)',
      'lineTo(20,15)',
      'stroke()',
      'beginPath()',
      'arc(50,50,2,0,6)',
      'fill()',
    ]);
  });

  it('paints a typed name centred, fitted to the canvas', () => {
    const { context, calls } = recordingContext();
    paintName(context, 'Camille Martin');
    expect(calls).toEqual(['clearRect(0,0,600,200)', 'fillText(Camille Martin,300,100,560)']);
    expect(context.textAlign).toBe('center');
  });
});
