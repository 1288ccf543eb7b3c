// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { blockDefinitions } from '../../../../../blocks';
import pageSchema from '../../../../../schemas/page.schema.json';
import { sharedSchemas } from '../../../../content-store/collections';
import { bundleSchemas } from '../../server/schema-bundle';
import { fromDocument, fromText } from '../draft-sync';
import { FormProvider } from './form-context';
import { SchemaField } from './SchemaField';

const root = bundleSchemas(pageSchema, blockDefinitions, sharedSchemas);

/** A block's form as the playground shows it, holding its value; each change is recorded. */
function BlockForm({ type, initial, changes }: { type: string; initial: unknown; changes: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <FormProvider value={{ root, Field: SchemaField, renderBlocks: ({ label, blocks }) => <p>{`${label}: ${blocks.length} block(s)`}</p> }}>
      <SchemaField
        name={type}
        label={`Fields of ${type}`}
        schema={{ $ref: `#/$defs/block-${type}` }}
        value={value}
        pointer="/blocks/0"
        required
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    </FormProvider>
  );
}

const last = (changes: unknown[]) => changes[changes.length - 1];

describe('a block form generated from its schema', () => {
  it('labels fields with the schema titles and helps with its descriptions; a typed text reaches the document', async () => {
    const changes: unknown[] = [];
    render(<BlockForm type="banner" initial={{ type: 'banner', title: '', backgroundColor: 'primary' }} changes={changes} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Night trains');
    expect(last(changes)).toEqual({ type: 'banner', title: 'Night trains', backgroundColor: 'primary' });
    expect(screen.getByRole('button', { name: /Background color/ })).toHaveTextContent('primary');
    // An optional field is added on demand, with its own required fields and its description as help.
    await userEvent.click(screen.getByRole('button', { name: '+ Text' }));
    const text = screen.getByRole('textbox', { name: /^Text ?\(rich text, HTML\)$/ });
    expect(text).toHaveAccessibleDescription(/sanitised with an allow-list/);
    await userEvent.click(screen.getByRole('button', { name: '+ Link' }));
    expect(screen.getByRole('group', { name: 'Link' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Href' }), 'https://example.org');
    expect(last(changes)).toMatchObject({ link: { href: 'https://example.org', label: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(last(changes)).not.toHaveProperty('link');
  });

  it('edits numbers, lists of items and booleans', async () => {
    const changes: unknown[] = [];
    render(<BlockForm type="key-figures" initial={{ type: 'key-figures', figures: [] }} changes={changes} />);
    await userEvent.click(screen.getByRole('button', { name: /Add .* to figures/ }));
    expect(last(changes)).toEqual({ type: 'key-figures', figures: [{ number: '', description: '' }] });
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Number' })[0]!, '15000');
    await userEvent.click(screen.getByRole('button', { name: /Add .* to figures/ }));
    await userEvent.click(screen.getAllByRole('button', { name: /Move .* 1 down/ })[0]!);
    expect((last(changes) as { figures: Array<{ number: string }> }).figures.map((figure) => figure.number)).toEqual(['', '15000']);
  });

  it('shows child blocks through the composer and a constant type as it is', () => {
    render(<BlockForm type="three-column" initial={{ type: 'three-column', blocks: [{ type: 'paragraph', text: 'x' }] }} changes={[]} />);
    expect(screen.getByText('Blocks: 1 block(s)')).toBeInTheDocument();
    expect(screen.getByText('"three-column"')).toBeInTheDocument();
  });
});

describe('the form and the JSON kept in step', () => {
  it('writes the text from the document, as a content file is written', () => {
    expect(fromDocument({ id: 'a', blocks: [] }).text).toBe('{\n  "id": "a",\n  "blocks": []\n}\n');
  });

  it('takes the document from the text when it parses, and keeps the last one with the reason when it does not', () => {
    const start = fromDocument({ id: 'a' });
    const typed = fromText(start, '{"id": "b"}');
    expect(typed).toEqual({ document: { id: 'b' }, text: '{"id": "b"}' });
    const broken = fromText(typed, '{"id": ');
    expect(broken.document).toEqual({ id: 'b' });
    expect(broken.text).toBe('{"id": ');
    expect(broken.parseError).toMatch(/JSON/);
  });
});
