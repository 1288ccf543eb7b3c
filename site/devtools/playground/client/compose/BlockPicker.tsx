import { useMemo, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Input, Label, Modal, SearchField } from 'react-aria-components';
import { useCatalogue } from '../catalogue-context';
import { initialValue } from '../form/schema';
import { blockDefRef } from '../../bundle-names';

/**
 * The catalogue of blocks, searchable by name and description: each block comes with its
 * schema's examples as starting points, or empty (its required fields only).
 */
export function BlockPicker({ label, onPick }: { label: string; onPick: (block: unknown) => void }) {
  return (
    <DialogTrigger>
      <Button className="pg-add">+ {label}</Button>
      <Modal className="pg-modal" isDismissable>
        <Dialog className="pg-dialog">
          {({ close }) => (
            <Catalogue
              label={label}
              close={close}
              onPick={(block) => {
                onPick(structuredClone(block));
                close();
              }}
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** The dialog's content: made anew each time it opens, so a search starts empty. */
function Catalogue({ label, close, onPick: pick }: { label: string; close: () => void; onPick: (block: unknown) => void }) {
  const { blocks, schema } = useCatalogue();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return blocks.filter((block) => {
      const haystack = `${block.type} ${block.title} ${block.description}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [blocks, query]);
  return (
    <>
      <Heading slot="title">{label}</Heading>
      <SearchField value={query} onChange={setQuery} className="pg-field" autoFocus>
        <Label>Search blocks by name or description</Label>
        <Input />
      </SearchField>
      <p role="status" className="pg-help">
        {shown.length} block{shown.length === 1 ? '' : 's'}
      </p>
      <ul className="pg-catalogue">
        {shown.map((block) => (
          <li key={block.type}>
            <h3>
              {block.title} <code>{block.type}</code>
            </h3>
            <p>{block.description}</p>
            <div className="pg-item-actions">
              {block.examples.map((example, index) => (
                <Button key={index} onPress={() => pick(example)} aria-label={`Add ${block.type}, example ${index + 1}`}>
                  Example {index + 1}
                </Button>
              ))}
              <Button onPress={() => pick(initialValue({ $ref: blockDefRef(block.type) }, schema))} aria-label={`Add ${block.type}, empty`}>
                Empty
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button onPress={close}>Close</Button>
    </>
  );
}
