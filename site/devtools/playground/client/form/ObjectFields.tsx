import { Button } from 'react-aria-components';
import type { FieldProps } from './field-props';
import { fieldHelp, fieldLabel, initialValue, pointerToken, type Schema } from './schema';
import { useFormContext } from './form-context';

/**
 * An object's properties, each with its own field. Required ones are always there; an optional
 * one is added and removed with a button, so the document holds only what was chosen.
 */
export function ObjectFields({ label, help, schema, value, pointer, onChange }: FieldProps) {
  const { root, Field } = useFormContext();
  const record = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const set = (name: string, next: unknown) => {
    const copy = { ...record };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    onChange(copy);
  };
  const present = Object.keys(properties).filter((name) => required.has(name) || name in record);
  const absent = Object.keys(properties).filter((name) => !present.includes(name));
  return (
    <fieldset className="pg-object">
      <legend>{label}</legend>
      {help ? <p className="pg-help">{help}</p> : null}
      {present.map((name) => {
        const property = properties[name]!;
        const propertyLabel = fieldLabel(name, property);
        return (
          <div key={name} className="pg-property">
            <Field
              name={name}
              label={propertyLabel}
              help={fieldHelp(property, root)}
              schema={property}
              value={record[name]}
              pointer={`${pointer}/${pointerToken(name)}`}
              required={required.has(name)}
              onChange={(next) => set(name, next)}
            />
            {required.has(name) || name === 'type' ? null : (
              <Button className="pg-link-button" onPress={() => set(name, undefined)}>
                Remove {propertyLabel.toLowerCase()}
              </Button>
            )}
          </div>
        );
      })}
      {absent.length ? (
        <fieldset className="pg-optional">
          <legend>Add an optional field of {label.toLowerCase()}</legend>
          {absent.map((name) => (
            <Button key={name} className="pg-chip" onPress={() => set(name, initialValue(properties[name]!, root))}>
              + {fieldLabel(name, properties[name]!)}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
