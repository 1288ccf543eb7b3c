import { useEffect, useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '@quai/engine/i18n';
import { heldDay, heldTime, writtenDay, writtenTime } from '../../../domain/calendar/written';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'>;

interface WrittenDateInputProps extends InputProps {
  kind: 'day' | 'time';
  /** What the field holds: an ISO day (yyyy-MM-dd) or time (HH:mm), or the text typed when it is neither. */
  value: string;
  /** Called as the visitor types, with what the field now holds (see `value`). */
  onValueChange?: (value: string) => void;
  /** The value as written, when the caller has it already (a value a kept island's markup fills in): shown first. */
  writtenValue?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

const WRITTEN = { day: { shown: writtenDay, held: heldDay }, time: { shown: writtenTime, held: heldTime } };

/**
 * A day or a time field as the page's language writes it (03/12/2026, 07:25), the same in every
 * browser and before any script runs: a text field whose format is its placeholder and its
 * description. Posted without JavaScript it sends the text, which the server reads back
 * (`domain/calendar/written.ts`); in the browser it holds the ISO value as soon as the text is
 * one. What is being typed stays as typed; once the field is left, a day or time it understood
 * is written in full (3/12/2026 becomes 03/12/2026).
 */
export function WrittenDateInput({
  kind,
  value,
  writtenValue,
  onValueChange,
  onBlur,
  ref,
  'aria-describedby': describedBy,
  ...input
}: WrittenDateInputProps) {
  const t = useT();
  const hintId = useId();
  const { shown, held } = WRITTEN[kind];
  const [text, setText] = useState(() => writtenValue ?? shown(value));
  // A value set from outside (a reset, another choice, a day carried over) replaces the text.
  useEffect(() => setText((typed) => (held(typed) === value ? typed : shown(value))), [value, held, shown]);
  const format = t(kind === 'day' ? 'dates.day.format' : 'dates.time.format');
  return (
    <>
      <input
        {...input}
        ref={ref}
        type="text"
        inputMode={kind === 'day' ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={10}
        placeholder={format}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onValueChange?.(held(event.target.value));
        }}
        onBlur={(event) => {
          setText((typed) => shown(held(typed)));
          onBlur?.(event);
        }}
      />
      <span id={hintId} className="visually-hidden">
        {t(kind === 'day' ? 'dates.day.hint' : 'dates.time.hint', { format })}
      </span>
    </>
  );
}
