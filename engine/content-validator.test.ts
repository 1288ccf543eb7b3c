import { blockDefinitions } from '../blocks';
import { createContentValidator } from '../site/content-store/collections';
import type { ContentProblem } from './problems';
import { recordedSourcePointer } from './source-pointers';

const validator = createContentValidator(blockDefinitions);

function validate(nodes: unknown[]) {
  const problems: ContentProblem[] = [];
  const valid = validator.validateNodes(nodes, '/blocks', 'pages/test.json', problems);
  return { valid, problems };
}

describe('content validation', () => {
  it('leaves out an invalid node, reports it with file, pointer and reason, and keeps its siblings', () => {
    const { valid, problems } = validate([
      { type: 'paragraph', text: '<p>Avant</p>' },
      { type: 'banner', backgroundColor: 'primary' },
      { type: 'paragraph', text: '<p>Après</p>' },
    ]);
    expect(valid.map((node) => node.text)).toEqual(['<p>Avant</p>', '<p>Après</p>']);
    expect(problems).toEqual([{ file: 'pages/test.json', pointer: '/blocks/1', reason: 'banner: missing required field "title"' }]);
  });

  it('points at the offending field inside a node', () => {
    const { problems } = validate([{ type: 'banner', backgroundColor: 'purple', title: 'Titre' }]);
    expect(problems).toEqual([
      {
        file: 'pages/test.json',
        pointer: '/blocks/0/backgroundColor',
        reason: 'banner: must be one of "primary", "secondary", "neutral", "accent"',
      },
    ]);
  });

  it('validates nested children one by one: an invalid child goes, its parent and siblings stay', () => {
    const { valid, problems } = validate([
      {
        type: 'layout',
        rows: [
          {
            blocks: [
              { type: 'paragraph', text: '<p>Gardé</p>' },
              { type: 'key-figures', figures: [] },
            ],
          },
        ],
      },
    ]);
    expect(valid).toHaveLength(1);
    expect(valid[0]).toMatchObject({ rows: [{ blocks: [{ type: 'paragraph', text: '<p>Gardé</p>' }] }] });
    expect(problems[0]).toMatchObject({ pointer: '/blocks/0/rows/0/blocks/1/figures' });
  });

  it('keeps a node of unknown type for the renderer to handle, and reports it', () => {
    const { valid, problems } = validate([{ type: 'hologram', beam: 3 }]);
    expect(valid).toEqual([{ type: 'hologram', beam: 3 }]);
    expect(problems).toEqual([{ file: 'pages/test.json', pointer: '/blocks/0', reason: 'unknown block type "hologram"' }]);
  });

  it('rejects what is not a block at all', () => {
    const { valid, problems } = validate([42, { text: 'no type' }]);
    expect(valid).toEqual([]);
    expect(problems.map((problem) => problem.pointer)).toEqual(['/blocks/0', '/blocks/1']);
  });

  it('sanitises rich text with the allow-list where content enters', () => {
    const { valid } = validate([
      {
        type: 'paragraph',
        text: '<p onclick="steal()">Bonjour<script>alert(1)</script> <a href="javascript:alert(1)">lien</a> <a href="https://example.org" target="_blank">externe</a></p>',
      },
    ]);
    expect(valid[0]!.text).toBe(
      '<p>Bonjour <a>lien</a> <a href="https://example.org" target="_blank" rel="noreferrer noopener">externe</a></p>',
    );
  });

  it('keeps a page whose block list holds something that is no block, naming it by its place in the source document', () => {
    const page = {
      id: 'p',
      path: '/p',
      locale: 'fr',
      layout: 'edito_centered',
      title: 'P',
      blocks: [
        5,
        { type: 'paragraph', text: '<p>Reste</p>' },
        'texte',
        { type: 'layout', rows: [{ blocks: [{ type: 'paragraph', text: '<p>Dedans</p>' }, null] }] },
      ],
    };
    const result = validator.validateDocument<{ blocks: Array<{ type: string }> }>(
      'https://quai.dev/schemas/page.schema.json',
      page,
      'pages/p.fr.json',
    );
    expect(result.value?.blocks.map((block) => block.type)).toEqual(['paragraph', 'layout']);
    expect(result.problems.map((problem) => problem.pointer)).toEqual(['/blocks/0', '/blocks/2', '/blocks/3/rows/0/blocks/1']);
    // What the renderer reports later names the source's place, not the cleaned list's.
    expect(result.value?.blocks.map((block) => recordedSourcePointer(block))).toEqual(['/blocks/1', '/blocks/3']);
  });

  it('does not modify the document it was given', () => {
    const node = { type: 'paragraph', text: '<p>ok<script></script></p>' };
    validate([node]);
    expect(node.text).toBe('<p>ok<script></script></p>');
  });

  it('lists the block types used in a tree, nested ones included', () => {
    const types = validator.blockTypesIn([{ type: 'layout', rows: [{ blocks: [{ type: 'banner' }, { type: 'paragraph' }] }] }]);
    expect([...types].sort()).toEqual(['banner', 'layout', 'paragraph']);
  });
});
