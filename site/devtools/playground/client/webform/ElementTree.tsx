import { type ComponentType, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { elementDefRef } from '../../bundle-names';
import type { FieldProps } from '../form/field-props';
import { FormProvider, useFormContext } from '../form/form-context';
import { ObjectFields } from '../form/ObjectFields';
import { pointerToken, resolveSchema } from '../form/schema';
import { elementChildren, type Elements, formElements, moveKey, withChildren } from './element-tree';
import { FormElementsProvider, useFormElements } from './form-elements-context';
import { NewElement } from './NewElement';
import { StatesEditor } from './StatesEditor';

/** The field renderer inside a form's elements: `#states` gets its own editor, the rest the form's fields. */
const elementFields = new WeakMap<ComponentType<FieldProps>, ComponentType<FieldProps>>();
function withStatesEditor(Field: ComponentType<FieldProps>): ComponentType<FieldProps> {
  let wrapped = elementFields.get(Field);
  if (!wrapped) {
    // One component per field renderer: a new one at each render would remount the fields under the cursor.
    wrapped = function ElementField(props: FieldProps) {
      return props.name === '#states' ? <StatesEditor {...props} /> : <Field {...props} />;
    };
    elementFields.set(Field, wrapped);
  }
  return wrapped;
}

/**
 * A webform's elements as a tree: each element by its key, type and title, opened to edit its
 * properties (a form generated from its type's schema, `#states` among them), moved, removed;
 * its children below it, and new elements added at any level.
 */
export function ElementTree({ label, value, pointer, onChange }: FieldProps) {
  const elements = (value && typeof value === 'object' ? value : {}) as Elements;
  const form = useFormContext();
  const inside = useMemo(() => ({ ...form, Field: withStatesEditor(form.Field) }), [form]);
  const all = useMemo(() => formElements(elements), [elements]);
  return (
    <FormProvider value={inside}>
      <FormElementsProvider value={{ elements: all, current: undefined }}>
        <fieldset className="pg-object pg-elements">
          <legend>{label}</legend>
          <ElementList parent={undefined} elements={elements} pointer={pointer} onChange={onChange} />
        </fieldset>
      </FormElementsProvider>
    </FormProvider>
  );
}

function ElementList({
  parent,
  elements,
  pointer,
  onChange,
}: {
  parent: string | undefined;
  elements: Elements;
  pointer: string;
  onChange: (elements: Elements) => void;
}) {
  const keys = Object.keys(elements);
  return (
    <>
      <ul className="pg-element-list">
        {keys.map((key, index) => (
          <ElementItem
            key={key}
            name={key}
            element={elements[key]}
            pointer={`${pointer}/${pointerToken(key)}`}
            first={index === 0}
            last={index === keys.length - 1}
            onChange={(next) => onChange({ ...elements, [key]: next })}
            onMove={(by) => onChange(moveKey(elements, key, by))}
            onRemove={() => onChange(Object.fromEntries(Object.entries(elements).filter(([other]) => other !== key)))}
          />
        ))}
      </ul>
      <NewElement parent={parent} taken={keys} onAdd={(key, type) => onChange({ ...elements, [key]: { '#type': type, '#title': key } })} />
    </>
  );
}

function ElementItem({
  name,
  element,
  pointer,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  name: string;
  element: unknown;
  pointer: string;
  first: boolean;
  last: boolean;
  onChange: (element: unknown) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { root } = useFormContext();
  const { elements } = useFormElements();
  const [open, setOpen] = useState(false);
  const record = (element && typeof element === 'object' ? element : {}) as Elements;
  const type = typeof record['#type'] === 'string' ? record['#type'] : '(no #type)';
  const title = typeof record['#title'] === 'string' ? record['#title'] : '';
  const schema = resolveSchema({ $ref: elementDefRef(type) }, root);
  const known = schema.properties !== undefined;
  return (
    <li>
      <div className="pg-element-row">
        <Button onPress={() => setOpen(!open)} aria-expanded={open} aria-label={`${open ? 'Close' : 'Edit'} element ${name}`}>
          {open ? '▾' : '▸'}
        </Button>
        <span className="pg-outline-name">
          <strong>{name}</strong> <code>{type}</code> {title}
        </span>
        <Button isDisabled={first} onPress={() => onMove(-1)} aria-label={`Move element ${name} up`}>
          ↑
        </Button>
        <Button isDisabled={last} onPress={() => onMove(1)} aria-label={`Move element ${name} down`}>
          ↓
        </Button>
        <Button onPress={onRemove} aria-label={`Remove element ${name}`}>
          ✕
        </Button>
      </div>
      {open ? (
        known ? (
          <FormElementsProvider value={{ elements, current: name }}>
            <ObjectFields
              name={name}
              label={`Properties of ${name}`}
              schema={schema}
              value={record}
              pointer={pointer}
              required
              onChange={onChange}
            />
          </FormElementsProvider>
        ) : (
          <p className="pg-help">No schema for #type “{type}”: the site renders it as the debug block. Edit it in the JSON.</p>
        )
      ) : null}
      <div className="pg-element-children">
        <ElementList
          parent={name}
          elements={elementChildren(record)}
          pointer={pointer}
          onChange={(children) => onChange(withChildren(record, children))}
        />
      </div>
    </li>
  );
}
