import { useState } from 'react';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import type { FieldProps } from './field-props';

/** A value the schema does not shape (free-form objects): edited as JSON, kept until it parses. */
export function JsonValueField({ label, help, value, onChange }: FieldProps) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState<string>();
  return (
    <TextField
      className="pg-field"
      value={text}
      isInvalid={error !== undefined}
      onChange={(next) => {
        setText(next);
        try {
          onChange(JSON.parse(next));
          setError(undefined);
        } catch (problem) {
          setError((problem as Error).message);
        }
      }}
    >
      <Label>{label} (JSON)</Label>
      <TextArea rows={3} />
      {help ? <Text slot="description">{help}</Text> : null}
      {error ? <Text slot="errorMessage">{error}</Text> : null}
    </TextField>
  );
}
