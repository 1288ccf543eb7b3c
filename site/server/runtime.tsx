import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ReactElement } from 'react';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import type { ContentSource } from '../../adapters/content/source';
import type { SiteMapSource } from '../../domain/site-map/site-map-source';
import { Blocks } from '@quai/engine/Blocks';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import { EngineProvider, PointerContext, type EngineSettings, type RenderMode } from '@quai/engine/engine-context';
import { compileMessages } from '@quai/engine/compile-messages';
import type { Locale, PageMessages } from '@quai/engine/i18n';
import { serializeForScript } from '@quai/engine/islands';
import type { LayoutName } from '@quai/engine/layout';
import { NonceProvider } from '@quai/engine/nonce';
import type { RequestInfo } from '@quai/engine/request';
import type { PageDocument } from '../../schemas/generated/page';
import { BlockRegistry } from '@quai/engine/registry';
import { withServerData } from '@quai/engine/server-data';
import { siteEngineConfig } from '../engine-config';
import { ContentStore } from '../content-store/store';
import { collections, createContentValidator } from '../content-store/collections';
import { homePath, localeOfPath } from '../content-store/pages';
import { sectionEntries, siteMapGroups } from '../content-store/site-map';
import { loadCatalogs, type Catalogs } from '../i18n/catalogs';
import { Document } from '../shell/Document';
import { ErrorPage } from '../shell/ErrorPage';
import { PageTitle } from '../shell/PageTitle';
import { PageShell } from '../shell/PageShell';
import { pageSeo, type PageSeo } from '../shell/seo';
import { buildShellData, type ShellData } from '../shell/shell-data';
import { withPageProviders, type ProviderContext } from '../shell/page-providers';
import type { AssetResolver } from './assets';
import { renderIslandHtml, streamFastOrSafe } from './render-stream';
import { fragmentPageOf, IslandFragments, type FragmentPage } from './island-fragments';
import { SHARED_PAGE_SECONDS } from '../http-cache';

interface Logger {
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

/** Catalog areas every page with islands gets, whatever its islands translated on the server. */
const ALWAYS_SENT_AREAS = ['commons'];
/**
 * A key's area is its first segment ("webform" in "webform.error.required"). An island that
 * used one key of an area gets the whole area: messages it shows later (errors, states reached
 * by a click) live beside the ones it rendered.
 */
function areaOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** The most memory kept island HTML may use. */
const FRAGMENTS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The request as islands see it, noting on `page` that the island being rendered read it (its
 * HTML then depends on it). Read outside an island (the page context), it notes nothing.
 */
function noticedRequest(request: RequestInfo, page: FragmentPage): RequestInfo {
  const read = () => {
    if (page.noting) page.noting.requestRead = true;
  };
  const noticed: RequestInfo = {
    get path() {
      read();
      return request.path;
    },
    get search() {
      read();
      return request.search;
    },
  };
  if (request.preview !== undefined)
    Object.defineProperty(noticed, 'preview', {
      enumerable: true,
      get() {
        read();
        return request.preview;
      },
    });
  return noticed;
}

/** A block's server data that takes longer renders without it, and the browser fetches it. */
const SERVER_DATA_TIMEOUT_MS = 2000;

export interface RenderedPage {
  status: number;
  body: Readable;
  /** The page holds the visitor's own data (its server data read their cookies): no shared cache may keep it. */
  personal?: boolean;
  /** Inline code the page's scripts add as they run (a widget's), which its policy must allow. */
  inlineScripts?: ReadonlySet<string>;
}

/**
 * What one request adds to the rendering of its page: the site's origin (canonical URLs), a
 * status and services of its own (a form posted without JavaScript), and the request's cookies,
 * which server data steps may read (never sent to the browser; a page that reads them is the
 * visitor's own and is not shared by caches).
 */
export interface RenderOptions {
  origin?: string;
  status?: number;
  services?: Readonly<Record<string, unknown>>;
  cookieHeader?: string;
}

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
    /** Where the content comes from (the playground checks drafts among its documents). */
    readonly contentSource: ContentSource,
  ) {
    this.fragments =
      options.mode === 'production' ? new IslandFragments({ seconds: SHARED_PAGE_SECONDS, maxBytes: FRAGMENTS_MAX_BYTES }) : undefined;
  }

  /** Islands' HTML by what it is made of (production only: in development every render shows the current code). */
  private readonly fragments: IslandFragments | undefined;

  /** What blocks' server data steps may use: the site's services and the site map of the content. */
  private get blockServices(): Readonly<Record<string, unknown>> {
    const siteMap: SiteMapSource = {
      groups: (locale) => siteMapGroups(this.content, locale),
      section: (locale, path) => sectionEntries(this.content, locale, path),
    };
    return { ...this.options.services, siteMap };
  }

  static async create(options: RuntimeOptions): Promise<SiteRuntime> {
    const blockDefinitions = await siteEngineConfig.blocks();
    const registry = new BlockRegistry(blockDefinitions);
    const validator = createContentValidator(blockDefinitions);
    const source = options.contentSource ?? new EmbeddedContentSource(join(options.root, 'site/content'), options.root);
    const [content, failedRenderers] = await Promise.all([ContentStore.load(source, validator, collections), registry.loadAll()]);
    for (const { name, error } of failedRenderers)
      options.logger.error({ type: name, error: String(error) }, 'block renderer failed to load');
    for (const problem of content.problems)
      options.logger[problem.level === 'error' ? 'error' : 'warn'](
        { file: problem.file, pointer: problem.pointer },
        `content problem: ${problem.reason}`,
      );
    for (const warning of content.warnings)
      options.logger.info({ file: warning.file, pointer: warning.pointer }, `content warning: ${warning.reason}`);
    return new SiteRuntime(options, registry, validator, content, loadCatalogs(join(options.root, 'site/i18n')), source);
  }

  /** Renders the page at the request's path, the 404 page when there is none, or the 500 page when its data is broken. */
  async renderRequest(request: RequestInfo, nonce: string, options: RenderOptions = {}): Promise<RenderedPage> {
    const page = this.content.pages.find(request.path);
    if (page) {
      const { origin, services, cookieHeader } = options;
      return this.renderDocument({
        status: options.status ?? 200,
        locale: page.locale,
        layout: page.layout,
        title: page.title,
        nodes: page.blocks as BlockNodeLike[],
        nonce,
        request,
        page,
        origin,
        services,
        cookieHeader,
      });
    }
    const brokenFile = this.content.brokenPageFile(request.path);
    // A page whose document cannot be used is the site's fault: logged with its file, for the editor.
    if (brokenFile) this.options.logger.error({ file: brokenFile, path: request.path }, 'page document is broken');
    return this.renderErrorPage(brokenFile ? 500 : 404, request, nonce, options.origin);
  }

  /**
   * Renders nodes the caller has already validated (with `validator`) in the page shell. `body`,
   * when given, places them itself (the block gallery frames each example); the nodes still
   * decide which stylesheets and island scripts the page links.
   */
  renderNodes(input: {
    request: RequestInfo;
    nonce: string;
    title: string;
    nodes: BlockNodeLike[];
    body?: ReactElement;
    status?: number;
    layout?: LayoutName;
    shell?: boolean;
  }): Promise<RenderedPage> {
    const locale = localeOfPath(input.request.path);
    const { body, shell } = input;
    return this.renderDocument({
      status: input.status ?? 200,
      locale,
      layout: input.layout ?? 'homepage',
      title: input.title,
      nodes: input.nodes,
      nonce: input.nonce,
      request: input.request,
      ...(body ? { body } : {}),
      ...(shell === false ? { shell } : {}),
    });
  }

  /**
   * Renders a page document that is not in the content (a draft of the content playground),
   * already validated, as the site would serve it. `theme` paints it light or dark whatever the
   * visitor chose; `registry`, when given, renders its blocks (the playground's adds a note that
   * stands where an invalid block was left out).
   */
  renderDraft(input: {
    page: PageDocument;
    request: RequestInfo;
    nonce: string;
    theme?: 'light' | 'dark';
    registry?: BlockRegistry;
  }): Promise<RenderedPage> {
    const { page } = input;
    return this.renderDocument({
      status: 200,
      locale: page.locale,
      layout: page.layout,
      title: page.title,
      nodes: page.blocks as BlockNodeLike[],
      nonce: input.nonce,
      request: input.request,
      page,
      ...(input.theme ? { theme: input.theme } : {}),
      ...(input.registry ? { registry: input.registry } : {}),
    });
  }

  /** Nodes with the data their blocks ask for on the server, as a page renders them (the gallery shows its examples so). */
  nodesWithServerData(nodes: BlockNodeLike[], request: RequestInfo): Promise<BlockNodeLike[]> {
    const log = (message: string, detail?: Record<string, unknown>) => this.options.logger.error(detail ?? {}, message);
    return withServerData(nodes, {
      registry: this.registry,
      context: { request, locale: localeOfPath(request.path), services: this.blockServices },
      timeoutMs: SERVER_DATA_TIMEOUT_MS,
      log,
    });
  }

  renderErrorPage(status: 404 | 500, request: RequestInfo, nonce: string, origin = ''): Promise<RenderedPage> {
    const locale = localeOfPath(request.path);
    const kind = status === 404 ? 'not_found' : 'server_error';
    const title = this.catalogs[locale][`page.${kind}.title`] ?? kind;
    return this.renderDocument({
      status,
      locale,
      layout: 'homepage',
      title,
      nodes: [],
      nonce,
      request,
      origin,
      body: <ErrorPage kind={kind} />,
    });
  }

  /** Catalog subsets by locale and areas: a handful per process, made (and parsed) once each. */
  private readonly catalogSubsets = new Map<string, PageMessages>();

  /**
   * The keys of a locale's catalog in the given areas (the first segment of a key), parsed: the
   * browser formats them without an ICU parser in its bundle.
   */
  private messagesOf(locale: Locale, areas: ReadonlySet<string>): PageMessages {
    const id = `${locale}|${[...areas].sort().join(',')}`;
    let subset = this.catalogSubsets.get(id);
    if (!subset) {
      subset = compileMessages(locale, Object.fromEntries(Object.entries(this.catalogs[locale]).filter(([key]) => areas.has(areaOf(key)))));
      this.catalogSubsets.set(id, subset);
    }
    return subset;
  }

  /** The head of a page for search engines and sharing (see site/shell/seo.ts). */
  private seoOf(
    input: { locale: Locale; title: string; request: RequestInfo; page?: PageDocument; origin?: string },
    nodes: BlockNodeLike[],
    shell: ShellData | undefined,
  ): PageSeo {
    const { page, locale } = input;
    return pageSeo({
      origin: input.origin ?? '',
      locale,
      title: input.title,
      ...(page ? { page } : {}),
      translations: page ? this.content.pages.translations(page) : [],
      nodes,
      breadcrumbs: shell?.breadcrumbs ?? [],
      sameAs: (shell?.footer?.menus.social ?? []).map((link) => link.href).filter((href) => /^https?:\/\//.test(href)),
      home: input.request.path === homePath(locale),
    });
  }

  private async renderDocument(input: {
    status: number;
    locale: Locale;
    layout: LayoutName;
    title: string;
    nodes: BlockNodeLike[];
    nonce: string;
    request: RequestInfo;
    body?: ReactElement;
    shell?: boolean;
    page?: PageDocument;
    origin?: string | undefined;
    services?: Readonly<Record<string, unknown>> | undefined;
    cookieHeader?: string | undefined;
    theme?: 'light' | 'dark';
    registry?: BlockRegistry;
  }): Promise<RenderedPage> {
    const { assets, mode, logger } = this.options;
    const registry = input.registry ?? this.registry;
    const messages = this.catalogs[input.locale];
    const shell =
      input.shell === false
        ? undefined
        : buildShellData({
            content: this.content,
            locale: input.locale,
            request: input.request,
            title: input.title,
            ...(input.page ? { page: input.page } : {}),
          });
    const types = this.validator.blockTypesIn([...input.nodes, ...(shell?.sidebar ?? [])]);
    const islandTypes = [...types].filter((type) => (registry.definition(type)?.hydrate ?? 'none') !== 'none');
    const log = (message: string, detail?: Record<string, unknown>) => logger.error(detail ?? {}, message);
    // A body of its own (the gallery, error pages) does not render these nodes: nothing to fetch for them.
    // A step that reads the visitor's cookies makes the page the visitor's own (see RenderedPage.personal).
    let personal = false;
    const { cookieHeader } = input;
    const context = {
      request: input.request,
      locale: input.locale,
      services: { ...this.blockServices, ...input.services },
      get cookieHeader() {
        personal = true;
        return cookieHeader;
      },
    };
    const nodes = input.body
      ? input.nodes
      : await withServerData(input.nodes, { registry, context, timeoutMs: SERVER_DATA_TIMEOUT_MS, log });
    // The engine logs which block failed (its pointer); this logs what was thrown.
    const onError = (error: unknown) => logger.error({ error: String(error) }, 'render failed');
    // The nonce reaches renderers that add scripts (the widget block), which declare the inline
    // code they will add; it is not in the page context.
    const inlineScripts = new Set<string>();
    // Islands translate from catalog areas: the browser gets those areas only (see below).
    const areas = new Set<string>(ALWAYS_SENT_AREAS);
    const fragmentPage = fragmentPageOf(
      `${input.locale} ${input.layout} ${mode}`,
      `${input.request.path}${input.request.search}${input.request.preview ? ' preview' : ''}`,
      { areas, inlineScripts },
    );
    const pageContext: PageContext = {
      locale: input.locale,
      layout: input.layout,
      mode,
      messages,
      request: noticedRequest(input.request, fragmentPage),
    };
    const scriptPolicy = (element: ReactElement) => (
      <NonceProvider nonce={input.nonce} allowInlineScript={fragmentPage.allowInlineScript}>
        {element}
      </NonceProvider>
    );
    const pageShell = (element: ReactElement) => withPageProviders(pageContext, scriptPolicy(element));
    // Islands (rendered before the page context is written, at the end of the body) tell which
    // catalog areas they translate from: the browser gets those areas only.
    const recordKey = (key: string) => fragmentPage.recordArea(areaOf(key));
    const { fragments } = this;
    const settingsFor = (uncontainedStaticBlocks: boolean): EngineSettings => ({
      registry,
      mode,
      log,
      islandShell: (island) => withPageProviders(pageContext, scriptPolicy(island), recordKey),
      renderIsland: fragments
        ? (island, prefix, identity) =>
            fragments.html(fragmentPage, prefix, `${uncontainedStaticBlocks ? 'fast' : 'safe'} ${identity}`, () =>
              renderIslandHtml(island, prefix),
            )
        : renderIslandHtml,
      uncontainedStaticBlocks,
    });
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
        seo={this.seoOf(input, nodes, shell)}
        nonce={input.nonce}
        assets={{
          stylesheets: [...assets.baseStylesheets(), ...assets.blockStylesheets(types)],
          scripts: [...assets.alwaysScripts(), ...(hasIslands ? assets.islandScripts() : [])],
          pageContext: hasIslands
            ? () => serializeForScript({ ...pageContext, messages: this.messagesOf(input.locale, areas) })
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
    const body = await streamFastOrSafe(documentFor(settingsFor(true)), () => documentFor(settingsFor(false)), {
      nonce: input.nonce,
      onError,
    });
    return { status: input.status, body, personal, inlineScripts };
  }
}
