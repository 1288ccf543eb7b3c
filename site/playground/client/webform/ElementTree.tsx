import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { elementDefRef } from '../../bundle-names';
import type { FieldProps } from '../form/field-props';
import { pointerToken } from '../form/schema';
import { ObjectFields } from '../form/ObjectFields';
import { useFormContext } from '../form/form-context';
import { resolveSchema } from '../form/schema';
import { childrenOf, moveKey, withChildren, type Elements } from './element-tree';

/** The element keys Drupal accepts. */
const ELEMENT_KEY = /^[a-z0-9_]+$/;

/**
 * A webform's elements as a tree: each element by its key, type and title, opened to edit its
 * properties (a form generated from its type's schema, `#states` among them), moved, removed;
 * its children below it, and new elements added at any level.
 */
export function ElementTree({ label, value, pointer, onChange }: FieldProps) {
  const elements = (value && typeof value === 'object' ? value : {}) as Elements;
  return (
    <fieldset className="pg-object pg-elements">
      <legend>{label}</legend>
      <ElementList elements={elements} pointer={pointer} onChange={onChange} />
    </fieldset>
  );
}

function ElementList({ elements, pointer, onChange }: { elements: Elements; pointer: string; onChange: (elements: Elements) => void }) {
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
      <NewElement taken={keys} onAdd={(key, type) => onChange({ ...elements, [key]: { '#type': type, '#title': key } })} />
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
          <ObjectFields
            name={name}
            label={`Properties of ${name}`}
            schema={schema}
            value={record}
            pointer={pointer}
            required
            onChange={onChange}
          />
        ) : (
          <p className="pg-help">No schema for #type “{type}”: the site renders it as the debug block. Edit it in the JSON.</p>
        )
      ) : null}
      <div className="pg-element-children">
        <ElementList elements={childrenOf(record)} pointer={pointer} onChange={(children) => onChange(withChildren(record, children))} />
      </div>
    </li>
  );
}

/** Adds an element by its key and `#type`. */
function NewElement({ taken, onAdd }: { taken: string[]; onAdd: (key: string, type: string) => void }) {
  const [key, setKey] = useState('');
  const [type, setType] = useState('textfield');
  const problem =
    key === ''
      ? undefined
      : !ELEMENT_KEY.test(key)
        ? 'Lower-case letters, digits and _ only.'
        : taken.includes(key)
          ? 'This key is taken.'
          : undefined;
  return (
    <div className="pg-new-element">
      <TextField className="pg-field" value={key} onChange={setKey} isInvalid={problem !== undefined}>
        <Label>New element key</Label>
        <Input />
      </TextField>
      <TextField className="pg-field" value={type} onChange={setType}>
        <Label>Its #type</Label>
        <Input />
      </TextField>
      <Button
        isDisabled={key === '' || problem !== undefined || type === ''}
        onPress={() => {
          onAdd(key, type);
          setKey('');
        }}
      >
        Add element
      </Button>
      {problem ? <p className="pg-error">{problem}</p> : null}
    </div>
  );
}
