import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { BlocksSlotProps } from '../form/form-context';
import { BlockPicker } from './BlockPicker';
import { blockSummary, moveItem } from './block-summary';

/**
 * A list of blocks (the page's, or a block's children): each can be opened in the block form,
 * moved (by dragging, by the keyboard's drag and drop, or with its up and down buttons) and
 * removed; blocks are added from the catalogue.
 */
export function BlockOutline({ label, pointer, blocks, onChange, onEdit }: BlocksSlotProps & { onEdit: (pointer: string) => void }) {
  const keys = blocks.map((_, index) => `${pointer}/${index}`);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (dragged) => [...dragged].map((key) => ({ 'text/plain': String(key) })),
    onReorder(event) {
      const from = keys.indexOf(String([...event.keys][0]));
      let to = keys.indexOf(String(event.target.key));
      if (from < 0 || to < 0) return;
      if (event.target.dropPosition === 'after' && to < from) to += 1;
      if (event.target.dropPosition === 'before' && to > from) to -= 1;
      onChange(moveItem(blocks, from, to));
    },
  });
  return (
    <section className="pg-outline" aria-label={label}>
      <h3>{label}</h3>
      {blocks.length === 0 ? <p className="pg-help">No block yet.</p> : null}
      <GridList
        aria-label={label}
        items={blocks.map((block, index) => ({ id: keys[index]!, block, index }))}
        dragAndDropHooks={dragAndDropHooks}
      >
        {({ id, block, index }) => {
          const { type, text } = blockSummary(block);
          const name = `${type} ${index + 1}`;
          return (
            <GridListItem id={id} textValue={`${name} ${text}`} className="pg-outline-item">
              <Button slot="drag" aria-label={`Drag ${name}`}>
                ⠿
              </Button>
              <span className="pg-outline-name">
                <strong>{type}</strong> {text ? <span>{text}</span> : null}
              </span>
              <Button onPress={() => onEdit(id)} aria-label={`Edit ${name}`}>
                Edit
              </Button>
              <Button isDisabled={index === 0} onPress={() => onChange(moveItem(blocks, index, index - 1))} aria-label={`Move ${name} up`}>
                ↑
              </Button>
              <Button
                isDisabled={index === blocks.length - 1}
                onPress={() => onChange(moveItem(blocks, index, index + 1))}
                aria-label={`Move ${name} down`}
              >
                ↓
              </Button>
              <Button onPress={() => onChange(blocks.filter((_, at) => at !== index))} aria-label={`Remove ${name}`}>
                ✕
              </Button>
            </GridListItem>
          );
        }}
      </GridList>
      <BlockPicker label={`Add a block to ${label.toLowerCase()}`} onPick={(block) => onChange([...blocks, block])} />
    </section>
  );
}
