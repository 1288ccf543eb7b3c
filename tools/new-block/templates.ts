/** The files of a new block, named after its type (kebab-case) and type name (PascalCase). */
export interface BlockNames {
  type: string;
  typeName: string;
  component: string;
}

export function blockNames(type: string): BlockNames {
  const pascal = type
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return { type, typeName: `${pascal}Block`, component: pascal };
}

export function schemaTemplate({ type, typeName }: BlockNames): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://quai.dev/schemas/blocks/${type}.schema.json`,
    title: typeName,
    description: `Describe what the ${type} block shows and when an editor uses it.`,
    type: 'object',
    required: ['type', 'title'],
    properties: {
      type: { const: type },
      title: { type: 'string', minLength: 1 },
      text: { $ref: '../common.schema.json#/$defs/richText' },
    },
    additionalProperties: false,
    examples: [
      { type, title: 'Horaires de la ligne Paris – Rouen', text: '<p>Des trains toutes les heures, de 6 h à 22 h.</p>' },
      { type, title: 'Titre seul, sans texte' },
    ],
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function definitionTemplate({ type, typeName }: BlockNames): string {
  return `import { defineBlock } from '@quai/engine/definition';
import type { ${typeName} } from '../../schemas/generated/blocks/${type}';
import schema from '../../schemas/blocks/${type}.schema.json';

export default defineBlock<${typeName}>({
  type: '${type}',
  schema,
  // 'none' ships no JavaScript; use 'load', 'visible', 'idle' or 'interaction' if the block needs the browser.
  hydrate: 'none',
  load: () => import('./Renderer'),
});
`;
}

export function rendererTemplate({ type, typeName, component }: BlockNames): string {
  return `import { RichText } from '../_ui/RichText';
import type { ${typeName} } from '../../schemas/generated/blocks/${type}';
import styles from './styles.module.css';

export default function ${component}({ title, text }: ${typeName}) {
  return (
    <section className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      <RichText html={text} />
    </section>
  );
}
`;
}

export function stylesTemplate(): string {
  return `.block { margin-block: var(--space-l); }
.title { font-size: var(--font-size-h2); margin: 0 0 var(--space-s); }
`;
}

export function testTemplate({ type }: BlockNames): string {
  return `// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/${type}.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

describe('${type} block', () => {
  it.each(schema.examples)('shows the title of example %#', async (example) => {
    await renderBlock(example);
    expect(screen.getByRole('heading', { name: example.title })).toBeVisible();
  });

  it('is left out and reported when its title is missing', () => {
    const { node, problems } = validateBlock({ type: '${type}' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"title"');
  });
});
`;
}
