import type { ReactElement } from 'react';
import type { ContentSource } from '../../adapters/content/source';
import type { SiteMapSource } from '../../domain/site-map/site-map-source';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { BlockServices } from '@quai/engine/definition';
import type { LayoutName } from '@quai/engine/layout';
import type { RequestInfo } from '@quai/engine/request';
import type { PageDocument } from '../../schemas/generated/page';
import type { BlockRegistry } from '@quai/engine/registry';
import { withServerData } from '@quai/engine/server-data';
import type { ContentStore } from '../content-store/store';
import type { createContentValidator } from '../content-store/collections';
import { localeOfPath } from '../content-store/pages';
import { sectionEntries, siteMapGroups } from '../content-store/site-map';
import type { Catalogs } from '../i18n/catalogs';
import { ErrorPage } from '../shell/ErrorPage';
import { KeptIslandCache } from './island-keeper/cache';
import { SHARED_PAGE_SECONDS } from '../http-cache';
import { loadSite } from './load-site';
import { PageMessagesCache } from './page-messages';
import { renderDocument, SERVER_DATA_TIMEOUT_MS, type DocumentInput } from './render-document';
import type { RenderedPage, RenderOptions, RuntimeOptions } from './runtime-types';

// The runtime's types live apart so that the modules it is made of need not import it; the
// site imports them from here, beside the runtime they describe.
export type { PageContext, RenderedPage, RenderOptions, RuntimeOptions } from './runtime-types';

/** The most memory kept island HTML may use. */
const KEPT_ISLANDS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The site's server side: content validated at start, catalogs, every renderer loaded once,
 * and the page renderer. Built once per process (per change in development). Loading is
 * `load-site.ts`, rendering a page `render-document.tsx`.
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
    this.pageMessages = new PageMessagesCache(catalogs);
    this.keptIslands =
      options.keepIslands === false ? undefined : new KeptIslandCache({ seconds: SHARED_PAGE_SECONDS, maxBytes: KEPT_ISLANDS_MAX_BYTES });
  }

  /**
   * Islands' HTML by what it is made of, in every mode: development and the tests see what
   * production does (docs/kept-islands.md).
   */
  private readonly keptIslands: KeptIslandCache | undefined;

  /** Forgets the islands' kept markup: the development server does when a source file changes. */
  forgetKeptIslands(): void {
    this.keptIslands?.clear();
  }

  /** What blocks' server data steps may use: the site's services and the site map of the content. */
  private get blockServices(): Partial<BlockServices> {
    const siteMap: SiteMapSource = {
      groups: (locale) => siteMapGroups(this.content, locale),
      section: (locale, path) => sectionEntries(this.content, locale, path),
    };
    return { ...this.options.services, siteMap };
  }

  static async create(options: RuntimeOptions): Promise<SiteRuntime> {
    const { registry, validator, content, catalogs, source } = await loadSite(options);
    return new SiteRuntime(options, registry, validator, content, catalogs, source);
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
    styledTypes?: readonly string[];
    status?: number;
    layout?: LayoutName;
    shell?: boolean;
  }): Promise<RenderedPage> {
    const locale = localeOfPath(input.request.path);
    const { body, shell, styledTypes } = input;
    return this.renderDocument({
      status: input.status ?? 200,
      locale,
      layout: input.layout ?? 'homepage',
      title: input.title,
      nodes: input.nodes,
      nonce: input.nonce,
      request: input.request,
      ...(body ? { body } : {}),
      ...(styledTypes ? { styledTypes } : {}),
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
      source: { request, locale: localeOfPath(request.path), services: this.blockServices },
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

  /** The messages a page sends its islands, cut from the catalogs once per locale and areas. */
  private readonly pageMessages: PageMessagesCache;

  private renderDocument(input: DocumentInput): Promise<RenderedPage> {
    const { options, registry, validator, content, catalogs, keptIslands, pageMessages, blockServices } = this;
    return renderDocument({ options, registry, validator, content, catalogs, keptIslands, pageMessages, blockServices }, input);
  }
}
