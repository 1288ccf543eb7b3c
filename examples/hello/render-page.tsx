import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import {
  Blocks,
  BlockRegistry,
  ContentValidator,
  EngineProvider,
  I18nProvider,
  LayoutProvider,
  PointerContext,
  type BlockNodeLike,
  type LayoutName,
  type Messages,
} from '@quai/engine';
import type { ContentProblem } from '@quai/engine/problems';
import { helloEngineConfig } from './engine-config';

interface HelloPage {
  title: string;
  layout: LayoutName;
  blocks: unknown[];
}

const read = (name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as unknown;

/**
 * The example site's server render: the page's blocks are validated against their schemas, then
 * rendered to a complete English document by the same engine as the rail site.
 */
export async function renderHelloPage(): Promise<{ html: string; problems: ContentProblem[] }> {
  const definitions = await helloEngineConfig.blocks();
  const registry = new BlockRegistry(definitions);
  await registry.loadAll();
  const page = read('./content/home.json') as HelloPage;
  const problems: ContentProblem[] = [];
  const nodes: BlockNodeLike[] = new ContentValidator(definitions, []).validateNodes(page.blocks, '/blocks', 'content/home.json', problems);
  const messages = read('./messages.en.json') as Messages;
  const log = (message: string, detail?: Record<string, unknown>) =>
    problems.push({ file: 'content/home.json', pointer: String(detail?.pointer ?? ''), reason: message });
  const body = renderToString(
    <I18nProvider locale={helloEngineConfig.defaultLocale} messages={messages}>
      <LayoutProvider layout={page.layout}>
        <EngineProvider settings={{ registry, mode: 'production', log, islandShell: (island) => island }}>
          <PointerContext.Provider value="">
            <main>
              <Blocks nodes={nodes} at="blocks" />
            </main>
          </PointerContext.Provider>
        </EngineProvider>
      </LayoutProvider>
    </I18nProvider>,
  );
  const html = `<!doctype html><html lang="${helloEngineConfig.defaultLocale}"><head><meta charset="utf-8"><title>${page.title}</title></head><body>${body}</body></html>`;
  return { html, problems };
}
