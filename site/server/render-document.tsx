import type { ReactElement } from 'react';
import { Blocks } from '@quai/engine/Blocks';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { BlockServices } from '@quai/engine/definition';
import { EngineProvider, PointerContext, type EngineSettings } from '@quai/engine/engine-context';
import type { Locale } from '@quai/engine/i18n';
import { serializeForScript } from '@quai/engine/islands';
import type { LayoutName } from '@quai/engine/layout';
import { NonceProvider } from '@quai/engine/nonce';
import type { BlockRegistry } from '@quai/engine/registry';
import type { RequestInfo } from '@quai/engine/request';
import { withServerData } from '@quai/engine/server-data';
import type { PageDocument } from '../../schemas/generated/page';
import type { createContentValidator } from '../content-store/collections';
import type { ContentStore } from '../content-store/store';
import type { Catalogs } from '../i18n/catalogs';
import { Document } from '../shell/Document';
import { PageShell } from '../shell/PageShell';
import { PageTitle } from '../shell/PageTitle';
import { withPageProviders } from '../shell/page-providers';
import { SHELL_SCRIPT_MESSAGE_GROUPS } from '../shell/islands/message-groups';
import { buildShellData } from '../shell/shell-data';
import type { KeptIslandCache } from './island-keeper/cache';
import { keptIslandsPage } from './island-keeper/page';
import { messageArea, type PageMessagesCache } from './page-messages';
import { seoFor } from './page-seo-for';
import { renderFastOrSafe, renderIslandHtml } from './render-stream';
import type { PageContext, RenderedPage, RuntimeOptions } from './runtime-types';

/** A block's server data that takes longer renders without it, and the browser fetches it. */
export const SERVER_DATA_TIMEOUT_MS = 2000;

/** What of the site runtime a page is rendered with. */
export interface DocumentSite {
  options: RuntimeOptions;
  registry: BlockRegistry;
  validator: ReturnType<typeof createContentValidator>;
  content: ContentStore;
  catalogs: Catalogs;
  /** What blocks' server data steps may use. */
  blockServices: Partial<BlockServices>;
  /** Islands' HTML by what it is made of; none only where a test compares kept and fresh renders. */
  keptIslands: KeptIslandCache | undefined;
  pageMessages: PageMessagesCache;
}

/** One page to render: its document's fields, or a body of its own. */
export interface DocumentInput {
  status: number;
  locale: Locale;
  layout: LayoutName;
  title: string;
  nodes: BlockNodeLike[];
  nonce: string;
  request: RequestInfo;
  body?: ReactElement;
  /** Block types whose styles a body of its own uses besides its nodes' (a tool showing a block's parts). */
  styledTypes?: readonly string[];
  shell?: boolean;
  page?: PageDocument;
  origin?: string | undefined;
  services?: Partial<BlockServices> | undefined;
  cookieHeader?: string | undefined;
  theme?: 'light' | 'dark';
  registry?: BlockRegistry;
}

/** A page as HTML: its blocks with their server data, in the shell (unless told otherwise), with its islands. */
export async function renderDocument(site: DocumentSite, input: DocumentInput): Promise<RenderedPage> {
  const { assets, mode, logger } = site.options;
  const registry = input.registry ?? site.registry;
  const messages = site.catalogs[input.locale];
  const shell =
    input.shell === false
      ? undefined
      : buildShellData({
          content: site.content,
          locale: input.locale,
          request: input.request,
          title: input.title,
          ...(input.page ? { page: input.page } : {}),
        });
  const types = site.validator.blockTypesIn([...input.nodes, ...(shell?.sidebar ?? [])]);
  const islandTypes = [...types].filter((type) => (registry.definition(type)?.hydrate ?? 'none') !== 'none');
  const log = (message: string, detail?: Record<string, unknown>) => logger.error(detail ?? {}, message);
  // A body of its own (the gallery, error pages) does not render these nodes: nothing to fetch for them.
  // A step that declared itself personal (it reads the visitor's cookies) makes the page the visitor's own (see RenderedPage.personal).
  let personal = false;
  const source = {
    request: input.request,
    locale: input.locale,
    services: { ...site.blockServices, ...input.services },
    cookieHeader: input.cookieHeader,
  };
  const nodes = input.body
    ? input.nodes
    : await withServerData(input.nodes, { registry, source, onPersonal: () => (personal = true), timeoutMs: SERVER_DATA_TIMEOUT_MS, log });
  // The engine logs which block failed (its pointer); this logs what was thrown.
  const onError = (error: unknown) => logger.error({ error: String(error) }, 'render failed');
  // The nonce reaches renderers that add scripts (the widget block), which declare the inline
  // code they will add; it is not in the page context.
  const inlineScripts = new Set<string>();
  // Islands translate from catalog areas: the browser gets those areas only, the ones their
  // blocks declare (what they show after a click or a fetch) and those they used on the server (below).
  const areas = new Set<string>([
    ...islandTypes.flatMap((type) => registry.definition(type)?.messageGroups ?? []),
    ...(shell ? Object.values(SHELL_SCRIPT_MESSAGE_GROUPS).flat() : []),
  ]);
  const islandsPage = keptIslandsPage(input.request, { areas, inlineScripts });
  const keptOffline = [...types].some((type) => registry.definition(type)?.keptOffline);
  const offlineFiles = keptOffline ? assets.hydrationFiles?.(types) : undefined;
  const pageContext: PageContext = {
    locale: input.locale,
    layout: input.layout,
    mode,
    messages,
    request: islandsPage.request,
    ...(offlineFiles ? { offlineFiles } : {}),
  };
  const scriptPolicy = (element: ReactElement) => (
    <NonceProvider nonce={input.nonce} allowInlineScript={islandsPage.allowInlineScript}>
      {element}
    </NonceProvider>
  );
  const pageShell = (element: ReactElement) => withPageProviders(pageContext, scriptPolicy(element));
  // Islands (rendered before the page context is written, at the end of the body) tell which
  // catalog areas they translate from: the browser gets those areas only.
  const recordKey = (key: string) => islandsPage.recordArea(messageArea(key));
  const { keptIslands } = site;
  const settingsFor = (uncontainedStaticBlocks: boolean): EngineSettings => {
    // What the islands' providers are made of: the fast render's islands are kept apart from the safe one's.
    const providers = `${input.locale} ${input.layout} ${mode} ${uncontainedStaticBlocks ? 'fast' : 'safe'}`;
    return {
      registry,
      mode,
      log,
      islandShell: (island) => withPageProviders(pageContext, scriptPolicy(island), recordKey),
      renderIsland: keptIslands
        ? (island, prefix, identity) => keptIslands.html(islandsPage, providers, prefix, identity, () => renderIslandHtml(island, prefix))
        : renderIslandHtml,
      uncontainedStaticBlocks,
      ...(keptIslands ? { readRequest: islandsPage.readRequest } : {}),
    };
  };
  // The shell's header is an island: every page with the shell loads the island entry.
  const hasIslands = islandTypes.length > 0 || shell !== undefined;
  const content = input.body ?? (
    <PointerContext.Provider value="">
      <PageTitle title={input.title} visible={input.layout !== 'homepage'} />
      <Blocks nodes={nodes} at="blocks" />
    </PointerContext.Provider>
  );
  const documentFor = (settings: EngineSettings) => (
    <Document
      lang={input.locale}
      // A page without the dark mode stays light, whatever the theme asked for.
      theme={shell?.documentTheme ?? input.theme}
      seo={seoFor(site.content, input, nodes, shell)}
      nonce={input.nonce}
      consent={shell !== undefined}
      assets={{
        stylesheets: [...assets.baseStylesheets(), ...assets.blockStylesheets([...types, ...(input.styledTypes ?? [])])],
        fonts: assets.preloadedFonts?.() ?? [],
        scripts: [...assets.alwaysScripts(), ...(hasIslands ? assets.islandScripts() : [])],
        pageContext: hasIslands
          ? () =>
              // The messages, already written, in place of a marker no JSON string can contain (its quotes would be escaped).
              serializeForScript({ ...pageContext, messages: 0 }).replace(
                '"messages":0',
                () => `"messages":${site.pageMessages.messagesScriptOf(input.locale, areas)}`,
              )
          : undefined,
      }}
    >
      {pageShell(
        <EngineProvider settings={settings}>
          {/* Without the shell, the body brings its own landmarks (a gallery example framed in its page). */}
          {shell ? <PageShell shell={shell}>{content}</PageShell> : content}
        </EngineProvider>,
      )}
    </Document>
  );
  // Static blocks first without their containment (faster); a page with a faulty block is
  // rendered again with it, so the block is left out and reported, and the page still served.
  const html = await renderFastOrSafe(documentFor(settingsFor(true)), () => documentFor(settingsFor(false)), {
    nonce: input.nonce,
    onError,
  });
  return { status: input.status, html, personal, inlineScripts };
}
