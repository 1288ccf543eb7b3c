import { Button } from 'react-aria-components';
import { blockDefRef } from '../../bundle-names';
import { SchemaField } from '../form/SchemaField';
import { valueAtPointer } from '../form/schema';
import { blockSummary } from './block-summary';
import { DrupalYamlImport } from '../webform/DrupalYamlImport';

/** The pointers from the page down to a block: each block holding it, then itself. */
function ancestorsOf(document: unknown, pointer: string): Array<{ pointer: string; type: string }> {
  const tokens = pointer.split('/').slice(1);
  const found: Array<{ pointer: string; type: string }> = [];
  for (let length = 2; length <= tokens.length; length += 1) {
    const at = `/${tokens.slice(0, length).join('/')}`;
    const value = valueAtPointer(document, at);
    // A block is an object with a type inside a list (`/blocks/2`, `/blocks/3/rows/0/blocks/1`).
    if (/^\d+$/.test(tokens[length - 1]!) && value && typeof value === 'object' && 'type' in value)
      found.push({ pointer: at, type: blockSummary(value).type });
  }
  return found;
}

/** The draft's locale: a pasted form is read in it. */
function pageLocale(document: unknown): string {
  const locale = (document as { locale?: unknown } | null)?.locale;
  return typeof locale === 'string' ? locale : 'fr';
}

/** The form of the block being edited, generated from its type's schema, with the way back to its parents. */
export function BlockEditor({
  document,
  pointer,
  onChange,
  onSelect,
}: {
  document: unknown;
  pointer: string | undefined;
  onChange: (pointer: string, value: unknown) => void;
  onSelect: (pointer: string | undefined) => void;
}) {
  const block = pointer === undefined ? undefined : valueAtPointer(document, pointer);
  if (pointer === undefined || !block || typeof block !== 'object') {
    return (
      <section className="pg-block-editor" aria-labelledby="block-editor-title">
        <h2 id="block-editor-title">Block</h2>
        <p className="pg-help">Choose “Edit” on a block of the page to fill in its fields.</p>
      </section>
    );
  }
  const { type } = blockSummary(block);
  const trail = ancestorsOf(document, pointer);
  return (
    <section className="pg-block-editor" aria-labelledby="block-editor-title">
      <h2 id="block-editor-title">
        Block <code>{type}</code> <span className="pg-pointer">{pointer}</span>
      </h2>
      <nav aria-label="Where this block is" className="pg-trail">
        <Button onPress={() => onSelect(undefined)}>Page</Button>
        {trail.slice(0, -1).map((step) => (
          <Button key={step.pointer} onPress={() => onSelect(step.pointer)}>
            {step.type}
          </Button>
        ))}
      </nav>
      <SchemaField
        key={pointer}
        name={type}
        label={`Fields of ${type}`}
        schema={{ $ref: blockDefRef(type) }}
        value={block}
        pointer={pointer}
        required
        onChange={(next) => onChange(pointer, next)}
      />
      {type === 'webform-block' ? (
        <DrupalYamlImport
          block={block as Record<string, unknown>}
          locale={pageLocale(document)}
          onLoad={(definition) => onChange(pointer, { ...(block as object), definition })}
        />
      ) : null}
    </section>
  );
}
