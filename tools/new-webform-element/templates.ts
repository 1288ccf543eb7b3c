/**
 * The files of a new webform element family, named after its Drupal `#type` (snake_case): the
 * family's name in FAMILIES and RENDERERS (camelCase, without `webform_`), its rules' file
 * (kebab-case), its renderer (PascalCase) and the type generated from its schema.
 */
export interface ElementNames {
  type: string;
  family: string;
  rulesFile: string;
  component: string;
  typeName: string;
}

const words = (text: string) => text.split('_').filter(Boolean);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function elementNames(type: string): ElementNames {
  const own = words(type.replace(/^webform_/, ''));
  return {
    type,
    family: own.map((word, at) => (at ? capitalised(word) : word)).join(''),
    rulesFile: own.join('-'),
    component: own.map(capitalised).join(''),
    typeName: `${words(type).map(capitalised).join('')}Element`,
  };
}

export function schemaTemplate({ type, typeName }: ElementNames): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://quai.dev/schemas/webform/${type}.schema.json`,
    title: typeName,
    description: `Describe what the ${type} element asks for. As written: one line of text, exactly #length characters long when #length is given.`,
    type: 'object',
    required: ['#type'],
    allOf: [{ $ref: 'element-base.schema.json' }],
    properties: {
      '#type': { const: type },
      '#length': { type: 'integer', minimum: 1, description: 'How many characters the value has, when it must have that many.' },
    },
    unevaluatedProperties: false,
    examples: [
      { '#type': type, '#title': 'Référence du dossier', '#length': 6, '#required': true },
      { '#type': type, '#title': 'Code, de toute longueur' },
    ],
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function rulesTemplate({ type, family }: ElementNames): string {
  return `import type { ElementFamily } from './family';

/**
 * ${type}: one line of text; with \`#length\`, exactly that many characters. The browser and the
 * server both run these rules (see ElementFamily for what else a family may say: its value's
 * shape, what counts as missing, how a form posted without scripts is read).
 */
export const ${family} = {
  types: ['${type}'],
  takes: 'one',
  checkText: (element, value) => {
    const length = element['#length'];
    return typeof length === 'number' && [...value].length !== length ? { key: 'webform.invalid' } : undefined;
  },
} satisfies ElementFamily;
`;
}

export function rulesTestTemplate({ type }: ElementNames): string {
  return `import { validateForm } from '../validate';
import type { ElementMap } from '../elements';

const elements = {
  reference: {
    '#type': '${type}',
    '#title': 'Référence du dossier',
    '#length': 6,
    '#required': true,
  },
  code: {
    '#type': '${type}',
    '#title': 'Code',
  },
} as unknown as ElementMap;
const context = { today: '2026-03-12' };

describe('${type} rules', () => {
  it('accept a value of #length characters, and any value without #length', () => {
    expect(validateForm(elements, { reference: 'AB12CD', code: 'x' }, context).errors).toEqual({});
  });

  it('refuse a value of another length', () => {
    expect(validateForm(elements, { reference: 'AB12', code: '' }, context).errors).toEqual({ reference: { key: 'webform.invalid' } });
  });

  it('refuse a required value left empty', () => {
    expect(validateForm(elements, { reference: '', code: '' }, context).errors).toEqual({ reference: { key: 'webform.required' } });
  });
});
`;
}

export function rendererTemplate({ type, component, typeName }: ElementNames): string {
  return `import { inputId, useElement } from '../form-context';
import { FormItem, LabelledField } from '../Field';
import styles from '../webform.module.css';
import type { ${typeName} } from '../../../schemas/generated/webform/${type}';

/** ${type}: one line of text, as long as \`#length\` says when it says so (its rules check it). */
export function ${component}({ elementKey, element }: { elementKey: string; element: ${typeName} }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <LabelledField id={id} element={element} required={state.required} errors={errors}>
        {(describedBy) => (
          <input
            id={id}
            name={elementKey}
            type="text"
            className={styles.input}
            value={typeof value === 'string' ? value : ''}
            maxLength={element['#length']}
            required={state.required}
            disabled={state.disabled}
            readOnly={state.readonly}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </LabelledField>
    </FormItem>
  );
}
`;
}

export function rendererTestTemplate({ type }: ElementNames): string {
  return `// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../../tests/helpers/render-block';
import { beside, form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

describe('${type}', () => {
  it('is a labelled text field whose value is sent once it has #length characters', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 1 } } }, bodies);
    await renderBlock(
      form({
        reference: {
          '#type': '${type}',
          '#title': 'Référence du dossier',
          '#length': 6,
          '#required': true,
        },
      }),
    );
    const field = screen.getByRole('textbox', { name: /Référence du dossier/ });
    expect(field).toBeRequired();

    await userEvent.type(field, 'AB12');
    await submit();
    expect(beside('La valeur est invalide.')).toBeVisible();

    await userEvent.type(field, 'CD');
    await submit();
    await screen.findByText('Merci !');
    expect(bodies).toEqual([expect.objectContaining({ reference: 'AB12CD' })]);
  });
});
`;
}
