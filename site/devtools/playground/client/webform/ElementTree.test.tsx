// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { blockDefinitions } from '../../../../../blocks';
import pageSchema from '../../../../../schemas/page.schema.json';
import { sharedSchemas } from '../../../../content-store/collections';
import { ELEMENT_REF } from '../../bundle-names';
import { bundleSchemas } from '../../server/schema-bundle';
import { FormProvider } from '../form/form-context';
import { SchemaField } from '../form/SchemaField';

const root = bundleSchemas(pageSchema, blockDefinitions, sharedSchemas);

/** A form's elements as the playground edits them, holding their value; each change is recorded. */
function Elements({ initial, changes }: { initial: Record<string, unknown>; changes: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <FormProvider value={{ root, Field: SchemaField, renderBlocks: () => null }}>
      <SchemaField
        name="elements"
        label="Elements"
        schema={{ type: 'object', additionalProperties: { $ref: ELEMENT_REF } }}
        value={value}
        pointer="/blocks/0/definition/elements"
        required
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    </FormProvider>
  );
}

const last = (changes: unknown[]) => changes[changes.length - 1] as Record<string, Record<string, unknown>>;

/** Picks an option of a react-aria select by the select's name. */
async function choose(name: string | RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('a webform’s elements in the playground', () => {
  it('adds an element of a type found in the list of known types, not typed freely', async () => {
    const changes: unknown[] = [];
    render(<Elements initial={{}} changes={changes} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'New element key' }), 'phone');
    const add = screen.getByRole('button', { name: 'Add element' });
    expect(add).toBeDisabled();
    const type = screen.getByRole('combobox', { name: 'Its #type' });
    await userEvent.type(type, 'telephone');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    const tel = options.find((option) => option.textContent?.startsWith('tel '))!;
    expect(tel).toHaveAccessibleName('tel TelElement');
    expect(tel).toHaveAccessibleDescription('A telephone number input.');
    expect(options.every((option) => /telephone/i.test(option.textContent ?? ''))).toBe(true);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^tel TelElement/ }));
    expect(type).toHaveValue('tel');
    await userEvent.click(add);
    expect(last(changes)).toEqual({ phone: { '#type': 'tel', '#title': 'phone' } });
    // A type the site does not know is not offered, and cannot be added.
    await userEvent.type(screen.getByRole('textbox', { name: 'New element key' }), 'other');
    await userEvent.clear(type);
    await userEvent.type(type, 'no_such_type');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('sets a #states rule from the form’s own elements, and shows the JSON’s rules again', async () => {
    const changes: unknown[] = [];
    render(
      <Elements
        initial={{
          contact: { '#type': 'radios', '#title': 'Contact by', '#options': { email: 'E-mail', phone: 'Phone' } },
          phone: { '#type': 'tel', '#title': 'Phone' },
        }}
        changes={changes}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit element phone' }));
    await userEvent.click(screen.getByRole('button', { name: '+ #states' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Add a state rule' }));
    // The element itself is not offered: only the others of the form.
    await userEvent.click(screen.getByRole('button', { name: /Rule 1, condition 1: element/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Contact by (contact)']);
    await userEvent.keyboard('{Escape}');
    await choose(/Rule 1, condition 1: test/, 'has the value');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rule 1, condition 1: value' }), 'phone');
    expect(last(changes).phone).toEqual({
      '#type': 'tel',
      '#title': 'Phone',
      '#states': { visible: { ':input[name="contact"]': { value: 'phone' } } },
    });
    await choose(/Rule 1: state/, 'required');
    expect(last(changes).phone!['#states']).toEqual({ required: { ':input[name="contact"]': { value: 'phone' } } });
    // A second condition, joined by or: a list with the operator between them.
    await userEvent.click(screen.getByRole('button', { name: '+ Add a condition to rule 1' }));
    await choose(/Rule 1, condition 2: test/, 'is empty');
    await userEvent.click(screen.getByRole('radio', { name: 'or (any holds)' }));
    expect(last(changes).phone!['#states']).toEqual({
      required: [{ ':input[name="contact"]': { value: 'phone' } }, 'or', { ':input[name="contact"]': { empty: true } }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(last(changes).phone).not.toHaveProperty('#states');
  });

  it('leaves #states the rules cannot show as JSON', async () => {
    render(
      <Elements
        initial={{
          age: { '#type': 'number', '#title': 'Age' },
          school: { '#type': 'textfield', '#states': { visible: { ':input[name="age"]': { value: { less: 18 } } } } },
        }}
        changes={[]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit element school' }));
    expect(screen.getByRole('textbox', { name: /#states \(JSON\)/ })).toHaveValue(
      JSON.stringify({ visible: { ':input[name="age"]': { value: { less: 18 } } } }, null, 2),
    );
    expect(screen.getByText(/more than the visual editor shows/)).toBeInTheDocument();
  });
});
