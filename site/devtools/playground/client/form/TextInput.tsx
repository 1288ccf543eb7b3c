import { Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import type { FieldProps } from './field-props';

/** A string, on one line; rich text (HTML the loader sanitises) on several. */
export function TextInput({ label, help, value, required, onChange, rich }: FieldProps & { rich: boolean }) {
  return (
    <TextField
      className="pg-field"
      value={typeof value === 'string' ? value : ''}
      // An optional text left empty is left out of the document, as a content file would.
      onChange={(text) => onChange(text === '' && !required ? undefined : text)}
      isRequired={required}
    >
      <Label>
        {label}
        {rich ? <span className="pg-hint"> (rich text, HTML)</span> : null}
      </Label>
      {rich ? <TextArea rows={4} /> : <Input />}
      {help ? <Text slot="description">{help}</Text> : null}
    </TextField>
  );
}
