import { useEffect, useRef, type PointerEvent } from 'react';
import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, RequiredMark } from '../Field';
import type { WebformSignatureElement } from '../../../schemas/generated/webform/webform_signature';
import { PART_MAX } from '../../../domain/webform/families/part-composites';
import styles from '../webform.module.css';
import {
  canvasPoint,
  clearPad,
  EMPTY_PAD,
  movePad,
  paintName,
  paintStrokes,
  PAD_SIZE,
  pressPad,
  releasePad,
  type Pad,
} from './signature-pad';
import padStyles from './signature.module.css';

type SignatureValue = { image: string; name: string };

function signatureOf(value: unknown): SignatureValue {
  const signature = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    image: typeof signature.image === 'string' ? signature.image : '',
    name: typeof signature.name === 'string' ? signature.name : '',
  };
}

/**
 * webform_signature: a canvas drawn with a mouse, a finger or a pen, or a full name typed, which
 * the canvas shows as the signature (the way for keyboards and assistive technologies). Either
 * way the value is the canvas's PNG and the typed name. The canvas needs scripts: without them
 * it is not drawn (a style), only the name field shows and the typed name is the signature.
 */
export function Signature({ elementKey, element }: { elementKey: string; element: WebformSignatureElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<Pad>(EMPTY_PAD);
  const current = signatureOf(value);
  const id = inputId(ui.formId, elementKey);
  const context = () => canvas.current?.getContext('2d') ?? null;
  const png = () => canvas.current?.toDataURL('image/png') ?? '';

  // A signature given before the canvas could paint (typed before scripts ran, or a restored
  // draft) shows on it once it can; later changes are painted as they happen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the canvas is the island's, not on each value
  useEffect(() => {
    const paint = canvas.current?.getContext('2d');
    if (!paint) return;
    if (current.image) {
      const picture = new Image();
      picture.onload = () => paint.drawImage(picture, 0, 0);
      picture.src = current.image;
    } else if (current.name.trim()) paintName(paint, current.name);
  }, []);

  if (!state.visible) return null;

  const draw = (next: Pad) => {
    pad.current = next;
    const paint = context();
    if (paint) paintStrokes(paint, next.strokes);
  };
  const point = (event: PointerEvent<HTMLCanvasElement>) => canvasPoint(event, event.currentTarget.getBoundingClientRect());
  const press = (event: PointerEvent<HTMLCanvasElement>) => {
    if (state.disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // Drawing replaces a typed name: the image is then the drawing alone.
    draw(pressPad(pad.current.drawing === undefined && current.name ? EMPTY_PAD : pad.current, event.pointerId, point(event)));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => draw(movePad(pad.current, event.pointerId, point(event)));
  const release = (event: PointerEvent<HTMLCanvasElement>) => {
    if (pad.current.drawing !== event.pointerId) return;
    pad.current = releasePad(pad.current, event.pointerId);
    setValue({ image: png(), name: '' });
  };
  const type = (name: string) => {
    pad.current = EMPTY_PAD;
    const paint = context();
    if (paint) name.trim() ? paintName(paint, name) : clearPad(paint);
    setValue({ image: name.trim() && paint ? png() : '', name });
  };
  const clear = () => {
    pad.current = EMPTY_PAD;
    const paint = context();
    if (paint) clearPad(paint);
    setValue({ image: '', name: '' });
  };

  const described = describedBy(id, element, errors);
  const hint = `${id}-hint`;
  const invalid = errors.length > 0 || undefined;
  return (
    <fieldset className={styles.fieldset} disabled={state.disabled}>
      <legend className={styles.legend}>
        {element['#title'] ?? t('webform.signature.title')}
        <RequiredMark required={state.required} />
      </legend>
      <Description id={`${id}-description`} html={element['#description']} />
      {/* The pad and its button need scripts: in the server's HTML, drawn only where scripts run (a
          style), so the form looks the same before its hydration, which comes when the visitor
          comes to it, long before they reach the pad. */}
      <p id={hint} className={`${styles.description} ${styles.scriptsOnly}`}>
        {t('webform.signature.hint')}
      </p>
      <canvas
        ref={canvas}
        width={PAD_SIZE.width}
        height={PAD_SIZE.height}
        className={`${padStyles.pad} ${styles.scriptsOnly}`}
        role="img"
        aria-label={current.image ? t('webform.signature.pad_signed') : t('webform.signature.pad_empty')}
        aria-describedby={hint}
        aria-invalid={invalid}
        onPointerDown={press}
        onPointerMove={move}
        onPointerUp={release}
        onPointerCancel={release}
      />
      <div className={styles.item}>
        <label htmlFor={id} className={styles.label}>
          {t('webform.signature.name_label')}
        </label>
        <input
          id={id}
          type="text"
          autoComplete="name"
          name={`${elementKey}[name]`}
          className={styles.input}
          value={current.name}
          maxLength={PART_MAX}
          required={state.required && !current.image}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => type(event.target.value)}
        />
      </div>
      <button type="button" className={`${styles.secondaryButton} ${styles.scriptsOnly}`} onClick={clear}>
        {t('webform.signature.clear')}
      </button>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
