import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ReactElement } from 'react';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import type { ContentSource } from '../../adapters/content/source';
import { blockDefinitions } from '../../blocks';
import type { SiteMapSource } from '../../blocks/site-map/site-map-source';
import { Blocks, type BlockRenderError } from '../../engine/Blocks';
import type { BlockNodeLike } from '../../engine/content-validator';
import { EngineProvider, PointerContext, type EngineSettings, type RenderMode } from '../../engine/engine-context';
import type { Locale } from '../../engine/i18n';
import { serializeForScript } from '../../engine/islands';
import type { LayoutName } from '../../engine/layout';
import { NonceProvider } from '../../engine/nonce';
import type { RequestInfo } from '../../engine/request';
import type { PageDocument } from '../../schemas/generated/page';
import { BlockRegistry } from '../../engine/registry';
import { withServerData } from '../../engine/server-data';
import { ContentStore } from '../content-store/store';
import { collections, createContentValidator } from '../content-store/collections';
import { localeOfPath } from '../content-store/pages';
import { sectionEntries, siteMapGroups } from '../content-store/site-map';
import { loadCatalogs, type Catalogs } from '../i18n/catalogs';
import { Document } from '../shell/Document';
import { ErrorPage } from '../shell/ErrorPage';
import { PageTitle } from '../shell/PageTitle';
import { PageShell } from '../shell/PageShell';
import { buildShellData } from '../shell/shell-data';
import type { ThemePreference } from '../shell/theme';
import { withPageProviders, type ProviderContext } from '../shell/page-providers';
import type { AssetResolver } from './assets';
import { renderIslandHtml, streamDocument } from './render-stream';

export interface Logger {
  info(detail: object | string, message?: string): void;
  warn(detail: object | string, message?: string): void;
  error(detail: object | string, message?: string): void;
}

export interface RuntimeOptions {
  root: string;
  mode: RenderMode;
  assets: AssetResolver;
  logger: Logger;
  contentSource?: ContentSource;
  /** What blocks may use to fetch their data while a page renders (see renderServices); none in tools and tests that render content alone. */
  services?: Readonly<Record<string, unknown>>;
}

/** A block's server data that takes longer renders without it, and the browser fetches it. */
const SERVER_DATA_TIMEOUT_MS = 2000;

export interface RenderedPage {
  status: number;
  body: Readable;
}

/** What the server knows of the visitor's choices (from cookies) when rendering a page. */
export interface VisitorPreferences {
  theme: ThemePreference;
}

const DEFAULT_VISITOR: VisitorPreferences = { theme: 'system' };

/** What every island of a page shares, read by the browser entry. */
export interface PageContext extends ProviderContext {
  mode: RenderMode;
}

/**
 * The site's server side: content validated at start, catalogs, every renderer loaded once,
 * and the page renderer. Built once per process (per change in development).
 */
export class SiteRuntime {
  private constructor(
    readonly options: RuntimeOptions,
    readonly registry: BlockRegistry,
    readonly validator: ReturnType<typeof createContentValidator>,
    readonly content: ContentStore,
    readonly catalogs: Catalogs,
  ) {}

  /** What blocks' server data steps may use: the site's services and the site map of the content. */
  private get blockServices(): Readonly<Record<string, unknown>> {
    const siteMap: SiteMapSource = { groups: (locale) => siteMapGroups(this.content, locale), section: (locale, path) => sectionEntries(this.content, locale, path) };
    return { ...this.options.services, siteMap };
  }

  static async create(options: RuntimeOptions): Promise<SiteRuntime> {
    const registry = new BlockRegistry(blockDefinitions);
    const validator = createContentValidator(blockDefinitions);
    const source = options.contentSource ?? new EmbeddedContentSource(join(options.root, 'site/content'), options.root);
    const [content, failedRenderers] = await Promise.all([ContentStore.load(source, validator, collections), registry.loadAll()]);
    for (const { type, error } of failedRenderers) options.logger.error({ type, error: String(error) }, 'block renderer failed to load');
    for (const problem of content.problems) options.logger.warn({ file: problem.file, pointer: problem.pointer }, `content problem: ${problem.reason}`);
    return new SiteRuntime(options, registry, validator, content, loadCatalogs(join(options.root, 'site/i18n')));
  }

  /** Renders the page at the request's path, the 404 page when there is none, or the 500 page when its data is broken. */
  async renderRequest(request: RequestInfo, nonce: string, visitor: VisitorPreferences = DEFAULT_VISITOR): Promise<RenderedPage> {
    const page = this.content.pages.find(request.path);
    if (page) {
      return this.renderDocument({ status: 200, locale: page.locale, layout: page.layout, title: page.title, description: page.metatags?.description, nodes: page.blocks as BlockNodeLike[], nonce, request, page, visitor });
    }
    const status = this.content.isBrokenPath(request.path) ? 500 : 404;
    return this.renderErrorPage(status, request, nonce, visitor);
  }

  /**
   * Renders nodes the caller has already validated (with `validator`) in the page shell. `body`,
   * when given, places them itself (the block gallery frames each example); the nodes still
   * decide which stylesheets and island scripts the page links.
   */
  renderNodes(input: { request: RequestInfo; nonce: string; title: string; nodes: BlockNodeLike[]; body?: ReactElement; status?: number; layout?: LayoutName; shell?: boolean }): Promise<RenderedPage> {
    const locale = localeOfPath(input.request.path);
    const { body, shell } = input;
    return this.renderDocument({ status: input.status ?? 200, locale, layout: input.layout ?? 'homepage', title: input.title, nodes: input.nodes, nonce: input.nonce, request: input.request, ...(body ? { body } : {}), ...(shell === false ? { shell } : {}) });
  }

  renderErrorPage(status: 404 | 500, request: RequestInfo, nonce: string, visitor: VisitorPreferences = DEFAULT_VISITOR): Promise<RenderedPage> {
    const locale = localeOfPath(request.path);
    const kind = status === 404 ? 'not_found' : 'server_error';
    const title = this.catalogs[locale][`page.${kind}.title`] ?? kind;
    return this.renderDocument({ status, locale, layout: 'homepage', title, nodes: [], nonce, request, visitor, body: <ErrorPage kind={kind} /> });
  }

  private async renderDocument(input: { status: number; locale: Locale; layout: LayoutName; title: string; description?: string | undefined; nodes: BlockNodeLike[]; nonce: string; request: RequestInfo; body?: ReactElement; shell?: boolean; page?: PageDocument; visitor?: VisitorPreferences }): Promise<RenderedPage> {
    const { assets, mode, logger } = this.options;
    const messages = this.catalogs[input.locale];
    const shell =
      input.shell === false
        ? undefined
        : buildShellData({ content: this.content, locale: input.locale, request: input.request, theme: (input.visitor ?? DEFAULT_VISITOR).theme, title: input.title, ...(input.page ? { page: input.page } : {}) });
    const types = this.validator.blockTypesIn([...input.nodes, ...(shell?.sidebar ?? [])]);
    const islandTypes = [...types].filter((type) => (this.registry.definition(type)?.hydrate ?? 'none') !== 'none');
    const log = (message: string, detail?: Record<string, unknown>) => logger.error(detail ?? {}, message);
    // A body of its own (the gallery, error pages) does not render these nodes: nothing to fetch for them.
    const nodes = input.body ? input.nodes : await withServerData(input.nodes, { registry: this.registry, context: { request: input.request, locale: input.locale, services: this.blockServices }, timeoutMs: SERVER_DATA_TIMEOUT_MS, log });
    // Failures of a renderer's own code were logged with their pointer by the engine.
    const onError = (error: unknown) => {
      if (!(error as BlockRenderError)?.blockPointer) logger.error({ error: String(error) }, 'render failed');
    };
    const pageContext: PageContext = { locale: input.locale, layout: input.layout, mode, messages, request: input.request };
    // The nonce reaches renderers that add scripts (the widget block); it is not in the page context.
    const islandShell = (island: ReactElement) => withPageProviders(pageContext, <NonceProvider nonce={input.nonce}>{island}</NonceProvider>);
    const settings: EngineSettings = {
      registry: this.registry,
      mode,
      log,
      islandShell,
      renderIsland: renderIslandHtml,
    };
    // The shell's header is an island: every page with the shell loads the island entry.
    const hasIslands = islandTypes.length > 0 || shell !== undefined;
    const content = input.body ?? (
      <PointerContext.Provider value="">
        <PageTitle title={input.title} visible={input.layout !== 'homepage'} />
        <Blocks nodes={nodes} at="blocks" />
      </PointerContext.Provider>
    );
    const document = (
      <Document
        lang={input.locale}
        theme={shell?.documentTheme}
        title={input.title}
        description={input.description}
        nonce={input.nonce}
        assets={{
          stylesheets: [...assets.baseStylesheets(), ...assets.blockStylesheets(types)],
          scripts: [...assets.alwaysScripts(), ...(hasIslands ? assets.islandScripts() : [])],
          pageContext: hasIslands ? serializeForScript(pageContext) : undefined,
        }}
      >
        {islandShell(
          <EngineProvider settings={settings}>
            {/* Without the shell, the body brings its own landmarks (a gallery example framed in its page). */}
            {shell ? <PageShell shell={shell}>{content}</PageShell> : content}
          </EngineProvider>,
        )}
      </Document>
    );
    return { status: input.status, body: await streamDocument(document, { nonce: input.nonce, onError }) };
  }
}
