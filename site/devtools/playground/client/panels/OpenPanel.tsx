import { memo, useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useCatalogue } from '../catalogue-context';

/**
 * Starts a draft from a page of the site (as its file holds it) or from an example of a block's
 * schema. Its lists are long: it renders again only when the catalogue does, not at each key
 * typed in the draft (`current` reads the draft when an example is opened).
 */
export const OpenPanel = memo(function OpenPanel({ current, onOpen }: { current: () => unknown; onOpen: (document: unknown) => void }) {
  const { pages, blocks } = useCatalogue();
  const [error, setError] = useState<string>();
  const examples = useMemo(
    () =>
      blocks.flatMap((block) =>
        block.examples.map((example, index) => ({ id: `${block.type}/${index}`, label: `${block.type} – example ${index + 1}`, example })),
      ),
    [blocks],
  );
  const pageItems = useMemo(() => pages.map((page) => ({ id: page.path, label: `${page.path} – ${page.title}` })), [pages]);
  const openPage = async (path: string) => {
    setError(undefined);
    const response = await fetch(`/_playground/document?path=${encodeURIComponent(path)}`);
    if (!response.ok) {
      setError(`The page at ${path} could not be opened (${response.status}).`);
      return;
    }
    onOpen(((await response.json()) as { document: unknown }).document);
  };
  const openExample = (id: string) => {
    const found = examples.find((entry) => entry.id === id);
    if (!found) return;
    // The example alone on the draft page, its settings kept (its locale, its layout...).
    const draft = current();
    const page = (draft && typeof draft === 'object' ? draft : {}) as Record<string, unknown>;
    onOpen({ ...page, blocks: [structuredClone(found.example)] });
  };
  return (
    <section className="pg-open" aria-labelledby="open-title">
      <h2 id="open-title">Start from</h2>
      <Picker label="A page of the site" items={pageItems} onPick={openPage} />
      <Picker label="A gallery example" items={examples} onPick={openExample} />
      {error ? (
        <p role="alert" className="pg-error">
          {error}
        </p>
      ) : null}
    </section>
  );
});

function Picker({ label, items, onPick }: { label: string; items: Array<{ id: string; label: string }>; onPick: (id: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="pg-picker">
      <ComboBox
        className="pg-field"
        items={items}
        selectedKey={selected}
        onSelectionChange={(key) => setSelected(key === null ? null : String(key))}
        menuTrigger="focus"
      >
        <Label>{label}</Label>
        <Input />
        <Text slot="description">Type to search, then open.</Text>
        <Popover className="pg-popover">
          <ListBox>{(item: { id: string; label: string }) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}</ListBox>
        </Popover>
      </ComboBox>
      <Button
        isDisabled={selected === null}
        onPress={() => selected !== null && onPick(selected)}
        aria-label={`Open ${label.toLowerCase()}`}
      >
        Open
      </Button>
    </div>
  );
}
