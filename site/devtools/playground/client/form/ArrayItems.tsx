import { Button } from 'react-aria-components';
import type { FieldProps } from './field-props';
import { useFormContext } from './form-context';
import { fieldLabel, initialValue, resolveSchema, type Schema } from './schema';

/** A list of items of one schema: added, removed and moved one place at a time. */
export function ArrayItems({ label, help, schema, value, pointer, onChange }: FieldProps) {
  const { root, Field } = useFormContext();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = (schema.items as Schema | undefined) ?? {};
  const itemLabel = fieldLabel('item', resolveSchema(itemSchema, root));
  const move = (from: number, to: number) => {
    const copy = [...items];
    const [moved] = copy.splice(from, 1);
    copy.splice(to, 0, moved);
    onChange(copy);
  };
  return (
    <fieldset className="pg-array">
      <legend>{label}</legend>
      {help ? <p className="pg-help">{help}</p> : null}
      <ol>
        {items.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={index}>
              <Field
                name={String(index)}
                label={name}
                schema={itemSchema}
                value={item}
                pointer={`${pointer}/${index}`}
                required
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
              />
              <div className="pg-item-actions">
                <Button isDisabled={index === 0} onPress={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
                  ↑
                </Button>
                <Button isDisabled={index === items.length - 1} onPress={() => move(index, index + 1)} aria-label={`Move ${name} down`}>
                  ↓
                </Button>
                <Button onPress={() => onChange(items.filter((_, at) => at !== index))}>Remove {name.toLowerCase()}</Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button className="pg-chip" onPress={() => onChange([...items, initialValue(itemSchema, root)])}>
        + Add {itemLabel.toLowerCase()} to {label.toLowerCase()}
      </Button>
    </fieldset>
  );
}
