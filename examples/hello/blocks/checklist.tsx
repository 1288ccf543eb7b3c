import { defineBlock, useLayout } from '@quai/engine';

interface ChecklistBlock {
  type: 'checklist';
  title: string;
  items: string[];
}

/** A titled list, as wide as the page layout's content column. */
function Checklist({ title, items }: ChecklistBlock) {
  const { contentWidth } = useLayout();
  return (
    <section aria-label={title} style={{ maxWidth: contentWidth }}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export default defineBlock<ChecklistBlock>({
  type: 'checklist',
  schema: {
    type: 'object',
    required: ['type', 'title', 'items'],
    properties: {
      type: { const: 'checklist' },
      title: { type: 'string' },
      items: { type: 'array', items: { type: 'string' }, minItems: 1 },
    },
    additionalProperties: false,
    examples: [{ type: 'checklist', title: 'Bring', items: ['A ticket'] }],
  },
  hydrate: 'none',
  load: async () => ({ default: Checklist }),
});
