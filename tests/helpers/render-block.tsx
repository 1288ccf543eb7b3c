import { render, type RenderResult } from '@testing-library/react';
import { join } from 'node:path';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { blockDefinitions } from '../../blocks';
import { Block } from '@quai/engine/Blocks';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { BlockServices } from '@quai/engine/definition';
import { EngineProvider, type EngineSettings } from '@quai/engine/engine-context';
import type { Locale } from '@quai/engine/i18n';
import type { LayoutName } from '@quai/engine/layout';
import type { ContentProblem } from '@quai/engine/problems';
import { BlockRegistry } from '@quai/engine/registry';
import type { RequestInfo } from '@quai/engine/request';
import { withServerData } from '@quai/engine/server-data';
import { createContentValidator } from '../../site/content-store/collections';
import { loadCatalogs } from '../../site/i18n/catalogs';
import { KeptIslandCache } from '../../site/server/island-keeper/cache';
import { keptIslandsPage } from '../../site/server/island-keeper/page';
import { withPageProviders } from '../../site/shell/page-providers';

/**
 * Test helpers for blocks: content goes through the same validation as the site (so rich text
 * is sanitised and invalid nodes are reported), then renders with the site's providers.
 */
const registry = new BlockRegistry(blockDefinitions);
export const validator = createContentValidator(blockDefinitions);
export const catalogs = loadCatalogs(join(import.meta.dirname, '../../site/i18n'));

export interface RenderOptions {
  locale?: Locale;
  layout?: LayoutName;
  mode?: 'development' | 'production';
  log?: EngineSettings['log'];
  /** The page URL's path and query string, for blocks that read them. */
  request?: RequestInfo;
  /** Runs the server data step first, as the site runtime does, with these services. */
  services?: Partial<BlockServices>;
}

/** Validates one node as the content store would; returns the cleaned node and the problems. */
export function validateBlock(node: unknown): { node: BlockNodeLike | undefined; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const checked = validator.validateNode(node, '/blocks/0', 'test.json', problems);
  return { node: checked, problems };
}

function tree(node: BlockNodeLike, options: RenderOptions, insideIsland: boolean): ReactElement {
  const locale = options.locale ?? 'fr';
  const request = options.request ?? { path: '/', search: '' };
  // Islands go through the keeper, as on the site: what a block reads of the request gives marks
  // in place of its texts, filled in afterwards (one keeper a render: nothing kept between tests).
  const kept = new KeptIslandCache({ seconds: 60, maxBytes: 1_000_000 });
  const page = keptIslandsPage(request, { areas: new Set(), inlineScripts: new Set() });
  const context = {
    locale,
    layout: options.layout ?? 'homepage',
    messages: catalogs[locale],
    request: page.request,
  } as const;
  const settings: EngineSettings = {
    registry,
    mode: options.mode ?? 'production',
    log: options.log ?? (() => {}),
    // An island renders as a root of its own: it needs the page's providers around it, as on the site.
    islandShell: (island) => withPageProviders(context, island),
    renderIsland: (island, identifierPrefix, identity) =>
      kept.html(page, locale, identifierPrefix, identity, () => renderToString(island, { identifierPrefix })),
    readRequest: page.readRequest,
  };
  return withPageProviders(
    context,
    <EngineProvider settings={settings} insideIsland={insideIsland}>
      <Block node={node} pointer="/blocks/0" />
    </EngineProvider>,
  );
}

/** The node as the runtime renders it: validated, then with its server data when services are given. */
async function checked(node: unknown, options: RenderOptions): Promise<BlockNodeLike> {
  const { node: valid, problems } = validateBlock(node);
  if (!valid || problems.length) throw new Error(`invalid test content: ${problems.map((p) => `${p.pointer} ${p.reason}`).join('; ')}`);
  if (!options.services) return valid;
  const source = { request: options.request ?? { path: '/', search: '' }, locale: options.locale ?? 'fr', services: options.services };
  const [withData] = await withServerData([valid], { registry, source, timeoutMs: 1000, log: options.log ?? (() => {}) });
  return withData!;
}

/** Renders a block in the DOM (jsdom), as a hydrated island would behave. Needs the jsdom environment. */
export async function renderBlock(node: unknown, options: RenderOptions = {}): Promise<RenderResult> {
  const valid = await checked(node, options);
  await registry.load(validator.blockTypesIn([valid]));
  return render(tree(valid, options, true));
}

/** The server HTML of a block, islands included. */
export async function renderBlockToHtml(node: unknown, options: RenderOptions = {}): Promise<string> {
  const valid = await checked(node, options);
  await registry.load(validator.blockTypesIn([valid]));
  return renderToString(tree(valid, options, false));
}

/**
 * The block's server HTML in the page, then hydrated as the island entry does (a transition):
 * for what a visitor does while React takes it. Returns the island's element. Needs jsdom.
 */
export async function hydrateBlock(node: unknown, options: RenderOptions = {}): Promise<HTMLElement> {
  const valid = await checked(node, options);
  await registry.load(validator.blockTypesIn([valid]));
  const island = document.createElement('div');
  island.innerHTML = renderToString(tree(valid, options, true));
  document.body.append(island);
  startTransition(() => {
    hydrateRoot(island, tree(valid, options, true));
  });
  return island;
}
