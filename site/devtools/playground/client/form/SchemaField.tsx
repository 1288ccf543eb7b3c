import { ArrayItems } from './ArrayItems';
import { BooleanCheckbox } from './BooleanCheckbox';
import { ChoiceField } from './ChoiceField';
import { EnumSelect } from './EnumSelect';
import type { FieldProps } from './field-props';
import { useFormContext } from './form-context';
import { JsonValueField } from './JsonValueField';
import { NumberInput } from './NumberInput';
import { ObjectFields } from './ObjectFields';
import { fieldKind, resolveSchema } from './schema';
import { TextInput } from './TextInput';
import { ElementTree } from '../webform/ElementTree';

/** The field a schema calls for: the form is generated from the schema, field by field. */
export function SchemaField(props: FieldProps) {
  const { root, renderBlocks } = useFormContext();
  const schema = resolveSchema(props.schema, root);
  const resolved = { ...props, schema };
  switch (fieldKind(props.schema, root)) {
    case 'blocks':
      return renderBlocks({
        label: props.label,
        pointer: props.pointer,
        blocks: Array.isArray(props.value) ? props.value : [],
        onChange: props.onChange,
      });
    case 'richText':
      return <TextInput {...resolved} rich />;
    case 'text':
      return <TextInput {...resolved} rich={false} />;
    case 'number':
      return <NumberInput {...resolved} integer={false} />;
    case 'integer':
      return <NumberInput {...resolved} integer />;
    case 'enum':
      return <EnumSelect {...resolved} options={schema.enum as unknown[]} />;
    case 'const':
      return (
        <p className="pg-field">
          {props.label}: <code>{JSON.stringify(schema.const)}</code>
        </p>
      );
    case 'boolean':
      return <BooleanCheckbox {...resolved} />;
    case 'object':
      return <ObjectFields {...resolved} />;
    case 'array':
      return <ArrayItems {...resolved} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'elements':
      return <ElementTree {...resolved} />;
    default:
      return <JsonValueField {...resolved} />;
  }
}
