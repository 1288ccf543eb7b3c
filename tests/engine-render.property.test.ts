import fc from 'fast-check';
import { join } from 'node:path';
import { EmbeddedContentSource } from '../adapters/content/embedded-source';
import { blockDefinitions } from '../blocks';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { ContentProblem } from '@quai/engine/problems';
import type { AssetResolver } from '../site/server/assets';
import { SiteRuntime } from '../site/server/runtime';

const root = join(import.meta.dirname, '..');
const assets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
const silent = { info() {}, warn() {}, error() {} };
const runtime = await SiteRuntime.create({
  root,
  mode: 'production',
  assets,
  logger: silent,
  contentSource: new EmbeddedContentSource(join(root, 'tests/fixtures/content'), root),
});

const examples = blockDefinitions.flatMap(
  (definition) => ((definition.schema as { examples?: unknown[] }).examples ?? []) as Record<string, unknown>[],
);
const knownTypes = blockDefinitions.map((definition) => definition.type);

/** Any JSON value, small. */
const json = fc.jsonValue({ maxDepth: 3 });

/** A node that may be valid, damaged, of an unknown type, or nested. */
const node: fc.Memo<unknown> = fc.memo((depth) =>
  fc.oneof(
    fc.constantFrom(...examples),
    fc.tuple(fc.constantFrom(...examples), fc.string(), json).map(([example, key, value]) => ({ ...example, [key || 'title']: value })),
    fc
      .record({ type: fc.oneof(fc.constantFrom(...knownTypes), fc.string()) }, { requiredKeys: [] })
      .chain((base) => fc.dictionary(fc.string(), json).map((extra) => ({ ...extra, ...base }))),
    json,
    fc.constantFrom(null, 0, 'texte', [], { type: null }),
    depth > 1
      ? fc.array(node(depth - 1), { maxLength: 3 }).map((blocks) => ({ type: 'layout', rows: [{ blocks }] }))
      : fc.constant({ type: 'layout', rows: [] }),
  ),
);

function isCompleteDocument(text: string): boolean {
  return text.startsWith('<!DOCTYPE html><html') && text.trimEnd().endsWith('</html>') && text.includes('</main>');
}

describe('server rendering of arbitrary content', () => {
  it('never throws and always yields a complete HTML document, whether content was validated or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(node(3), { maxLength: 6 }), async (nodes) => {
        const problems: ContentProblem[] = [];
        const validated = runtime.validator.validateNodes(nodes, '/blocks', 'generated.json', problems);
        for (const tree of [validated, nodes as BlockNodeLike[]]) {
          const page = await runtime.renderNodes({ request: { path: '/', search: '' }, nonce: 'n', title: 'Propriété', nodes: tree });
          expect(isCompleteDocument(page.html)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
    // 100 whole pages of random blocks: more than the suite's 20 s for one test beside another worker.
  }, 90_000);
});
