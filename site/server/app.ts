import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onSendHookHandler,
} from 'fastify';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import proxyAddr from '@fastify/proxy-addr';
import type { RequestInfo } from '@quai/engine/request';
import { answerApiError } from '../bff/answers/api-errors';
import { answerStoreOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../bff/answers/outage';
import { isStoreUnreachable } from '../store/unreachable';
import {
  capConnectionsPerClient,
  enforceHeadersDeadline,
  HEADERS_DEADLINE_MS,
  maxConnectionsPerClient,
  TIMEOUTS,
} from './connection-limits';
import { refuseCrossSiteWrites } from './cross-site';
import type { RenderOptions, SiteRuntime } from './runtime';
import type { PageRenderer } from './page-routes';
import type { DevToolLink } from '../devtools/tools';
import { GALLERY_PATH } from '../devtools/gallery/gallery-examples';
import { DESIGN_PATH } from '../devtools/design/path';
import { FLOWS_PATH } from '../devtools/flows/paths-of';
import { accessLogHook, type AccessLogOptions } from './access-log';
import { etagOfEncoding, matchingEtag, PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, strongEtag } from '../http-cache';
import {
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
  NOTHING_ALLOWED,
  REPORTING_ENDPOINTS,
  sealPrivatePage,
  sealSharedPage,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security';
import { PageCache, type PageToSend, type SealedPage } from './page-cache';
import { seoRoutes } from './seo-routes';
import { siteOrigin } from './site-origin';

/** What a route may add to the page it answers with: its status, and services for this request's server data. */
interface PageAnswer {
  status?: number;
  services?: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the site page at the request's path (its 404 page when there is none). */
    sendSitePage(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): Promise<FastifyReply>;
  }
}

export interface AppOptions {
  /** Returns the site runtime; in development it is rebuilt when sources change. */
  runtime: () => Promise<SiteRuntime>;
  /** The built client (production): hashed files are cached for a year. */
  clientDirectory?: string;
  /** Extra setup before the page routes, such as Vite's middleware in development. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  contentSecurityPolicy?: boolean;
  /** Fastify's own logger (true, the default), none, or the one the process already logs with. */
  logger?: boolean | FastifyBaseLogger;
  /**
   * Whether the server can serve now (its database answers): GET /readyz answers 200 or 503, for
   * the load balancer. Always ready when absent.
   */
  ready?: () => Promise<boolean>;
  /** The developers' tools (the flow inspector at /_flows, the API reference at /_api, the content playground at /_playground); default: on unless QUAI_DEV_TOOLS=off. */
  devTools?: boolean;
  /** Which requests get an access log line; every request when absent (development, tests). */
  accessLog?: AccessLogOptions;
  /**
   * Addresses or CIDRs of the proxies in front of the server, whose X-Forwarded-For and
   * X-Forwarded-Proto are believed (QUAI_TRUSTED_PROXIES). None by default: the client's address
   * is the connection's, and a forged header changes nothing.
   */
  trustedProxies?: readonly string[];
  /** Connections one address may hold at once (QUAI_MAX_CONNECTIONS_PER_CLIENT, 64). */
  maxConnectionsPerClient?: number;
  /**
   * Thresholds past which the server answers 503 (`pressureLimitsFromEnvironment` for the
   * production server). Unset: no shedding, as in development and in-process tests, whose
   * event loop a busy test machine delays.
   */
  pressureLimits?: PressureLimits;
  /** Where pages shared caches may keep are kept; from QUAI_PAGE_CACHE_SECONDS and QUAI_PAGE_CACHE_MB when absent (none outside production). */
  pageCache?: PageCache;
}

interface PressureLimits {
  maxEventLoopDelay: number;
  maxEventLoopUtilization?: number;
  maxHeapUsedBytes: number;
  sampleInterval?: number;
}

const RETRY_AFTER_SECONDS = 10;
const START_UP_GRACE_MS = 5000;

/**
 * A server that cannot keep up: its event loop late by a second on average
 * (QUAI_MAX_EVENT_LOOP_DELAY_MS, 1000), or its heap at 90 % of its ceiling. 0 turns a check off.
 * A ceiling on the loop's busy share (QUAI_MAX_EVENT_LOOP_UTILIZATION) is off by default: a
 * server answering as fast as its CPU allows is busy all the time while every answer is still
 * quick (measured: at 0.98 it shed 92 % of the home page's requests at 10 connections, p99 50 ms).
 */
export function pressureLimitsFromEnvironment(env: NodeJS.ProcessEnv = process.env): PressureLimits {
  const setting = (value: string | undefined, fallback: number) => {
    const number = Number(value ?? fallback);
    return Number.isFinite(number) && number >= 0 ? number : fallback;
  };
  return {
    maxEventLoopDelay: setting(env.QUAI_MAX_EVENT_LOOP_DELAY_MS, 1000),
    maxEventLoopUtilization: setting(env.QUAI_MAX_EVENT_LOOP_UTILIZATION, 0),
    maxHeapUsedBytes: 0.9 * getHeapStatistics().heap_size_limit,
  };
}

/** Whether an address is one of the trusted proxies (the same matching as Fastify's trustProxy). */
function isTrustedProxy(proxies: readonly string[]): (address: string) => boolean {
  if (!proxies.length) return () => false;
  const trusts = proxyAddr.compile([...proxies]);
  return (address) => trusts(address, 0);
}

/** QUAI_TRUSTED_PROXIES: a comma- or space-separated list of addresses and CIDRs. */
export function trustedProxiesFromEnvironment(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.QUAI_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean);
}

/** One year: file names of built assets change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trustedProxies = options.trustedProxies ?? [];
  const app = Fastify({
    ...(typeof options.logger === 'object' ? { loggerInstance: options.logger } : { logger: options.logger ?? true }),
    // Fastify's own two lines per request are off: the access log hook decides what is worth a line.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies.length ? [...trustedProxies] : false,
    ...TIMEOUTS,
    // A JSON key that could reach an object's prototype is dropped as the body is read (it is
    // never a field), so the rest is checked as usual and refused for what it is, rather than the
    // whole body being called "not valid JSON", which it is.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // A URL the router cannot read (a bad escape such as `/%`) is the client's fault: a 400 with
    // the reason and the same headers as every answer (this path skips the onSend hooks).
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .headers({ ...SECURITY_HEADERS, 'content-security-policy': NOTHING_ALLOWED })
        .code(400)
        .send({ message: { message: 'Bad request', error: error.message } });
    },
  });
  capConnectionsPerClient(app.server, options.maxConnectionsPerClient ?? maxConnectionsPerClient(), isTrustedProxy(trustedProxies));
  enforceHeadersDeadline(app.server, HEADERS_DEADLINE_MS);
  // Saturated (event loop or memory): 503 with Retry-After at once, rather than slow answers for
  // all. The plugin's 503 goes through the error handler, which keeps its status and says why.
  if (options.pressureLimits) {
    // Start-up (loading the timetable and the content) keeps the loop busy on purpose: the
    // samples of the first seconds after the server is ready describe it, not the visitors' load.
    let readyAt = Infinity;
    app.addHook('onReady', async () => {
      readyAt = Date.now();
    });
    await app.register(underPressure, {
      ...options.pressureLimits,
      exposeStatusRoute: false,
      // Utilisation over the last sample, not since start: sustained load shows, start-up fades.
      eventLoopUtilizationMode: 'interval',
      pressureHandler: async (_request, reply) => {
        if (Date.now() - readyAt < START_UP_GRACE_MS) return;
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw Object.assign(new Error('Service unavailable'), { statusCode: 503 });
      },
    });
  }
  app.addHook('onResponse', accessLogHook(options.accessLog));
  // Static files are sent precompressed (see below); pages and API answers are compressed here.
  await app.register(compress, { global: true, threshold: 1024 });
  // A compressed page's strong tag names its coding. The compression runs as each route's last
  // onSend hook, so this one is added to every route after it.
  const tagTheCoding: onSendHookHandler = async (_request, reply) => {
    const etag = reply.getHeader('etag');
    const encoding = reply.getHeader('content-encoding');
    if (typeof etag === 'string' && typeof encoding === 'string') reply.header('etag', etagOfEncoding(etag, encoding));
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), tagTheCoding];
  });
  app.addHook('onRequest', refuseCrossSiteWrites);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('reporting-endpoints', REPORTING_ENDPOINTS);
    // request.protocol is https on a TLS socket, or when a trusted proxy says so.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // Pages carry their own policy (digests of their inline code, or the response's nonce); every other answer (JSON, files,
    // errors) gets one that allows nothing, should a browser ever render it.
    // (Development turns policies off: Vite's client injects its own scripts and styles.)
    if (options.contentSecurityPolicy !== false && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', NOTHING_ALLOWED);
    // An API answer is private unless its route said it can be shared.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  });

  if (options.clientDirectory) {
    await app.register(fastifyStatic, {
      root: options.clientDirectory,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a brotli (quality 11) and a gzip copy next to each file: sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, path) {
        const built = path.includes(`${join('/', 'assets', '/')}`);
        response.setHeader('cache-control', built ? IMMUTABLE : 'public, max-age=3600');
        // The playground's preview runs in a sandbox, an origin of its own: it loads the islands'
        // modules across origins. Built files are public and the same for everyone.
        if (built) response.setHeader('access-control-allow-origin', '*');
      },
    });
  }
  /**
   * Renders a page. One that answers 200 or 404 and holds none of the visitor's own data is the
   * same bytes for every visitor on every server: no nonce, a policy naming the digests of its
   * inline code, and a strong ETag (shared caches may keep it). Any other (a 500, a page of the
   * visitor's own data, one the route says is private) gets a nonce drawn for this response.
   */
  const renderPage = async (request: FastifyRequest, render: PageRenderer, { shareable = true } = {}): Promise<SealedPage> => {
    const runtime = await options.runtime();
    const page = await render(runtime, requestInfo(request.url), NONCE_PLACEHOLDER);
    const shared = shareable && (page.status === 200 || page.status === 404) && !page.personal;
    const { html, allowed } = shared ? sealSharedPage(page.html, page.inlineScripts) : sealPrivatePage(page.html);
    // Encoded once: the tag is made from the bytes sent.
    const bytes = Buffer.from(html);
    return {
      status: page.status,
      html: bytes,
      contentSecurityPolicy: options.contentSecurityPolicy === false ? undefined : contentSecurityPolicy(allowed),
      etag: shared ? strongEtag(bytes) : undefined,
    };
  };
  /** Sends a sealed page, fresh or kept (then with its age): 304 when the visitor's copy matches its tag. */
  const answerWithPage = (request: FastifyRequest, reply: FastifyReply, { page, ageSeconds }: PageToSend) => {
    if (ageSeconds !== undefined) reply.header('age', String(ageSeconds));
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', page.etag ? PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    if (page.contentSecurityPolicy) reply.header('content-security-policy', page.contentSecurityPolicy);
    if (!page.etag) return reply.send(page.html);
    reply.header('etag', page.etag);
    // The 304 names the representation the client holds (plain or in its coding).
    const current = matchingEtag(request.headers['if-none-match'], page.etag);
    if (current)
      return reply
        .status(304)
        .header('etag', current === '*' ? page.etag : current.replace(/^W\//, ''))
        .send();
    return reply.send(page.html);
  };
  // Pages a shared cache may keep are kept by the server too, for as long (the production server's QUAI_PAGE_CACHE_SECONDS).
  const { pageCache } = options;
  /** Sends the page a GET asks for: the one kept for its origin and URL, or a new render. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: PageRenderer) => {
    const draw = () => renderPage(request, render);
    const answer = pageCache ? await pageCache.answer(PageCache.key(siteOrigin(request), request.url), draw) : { page: await draw() };
    return answerWithPage(request, reply, answer);
  };
  // Routes that answer with the page at their path (a form posted without JavaScript) render it
  // here: the page shows what this one request posted, so it is the visitor's own (private, no
  // tag) and never kept.
  app.decorate('sendSitePage', async (request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) => {
    const page = await renderPage(
      request,
      (runtime, info, nonce) => runtime.renderRequest(info, nonce, { ...renderOptions(request), ...answer }),
      { shareable: false },
    );
    return answerWithPage(request, reply, { page });
  });
  // Set before any route, so that every plugin scope registered below inherits it.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode === 503)
      return reply
        .status(503)
        .send({ message: { message: 'Service unavailable', error: `The server is busy: try again in ${RETRY_AFTER_SECONDS} seconds.` } });
    const isPage = !request.url.startsWith('/api/') && request.method === 'GET';
    if (!isPage)
      return (
        (await answerStoreOutage(error, request, reply, async () => (await options.runtime()).catalogs)) ??
        answerApiError(error, request, reply)
      );
    // A page that needs the database while it is away: the error page, as 503 with a retry time.
    const outage = isStoreUnreachable(error);
    if (outage) {
      request.log.warn({ url: request.url.split('?')[0], reason: error.message }, 'database unreachable: answered 503');
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    } else request.log.error({ err: error, url: request.url }, 'request failed');
    const runtime = await options.runtime();
    const page = await runtime.renderErrorPage(500, requestInfo(request.url), NONCE_PLACEHOLDER, siteOrigin(request));
    const { html, allowed } = sealPrivatePage(page.html);
    if (options.contentSecurityPolicy !== false) reply.header('content-security-policy', contentSecurityPolicy(allowed));
    return reply
      .status(outage ? 503 : 500)
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .send(html);
  });

  if (options.beforeRoutes) await options.beforeRoutes(app);

  // Alive: the process answers (a supervisor restarts it otherwise).
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready: it can serve what needs its database; a load balancer sends traffic to ready servers only.
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!options.ready || (await options.ready())) return { status: 'ready' };
    return reply.status(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable' });
  });
  await seoRoutes(app, options.runtime);

  // The tools the developer header links, each added as it is registered: the gallery always,
  // the others unless QUAI_DEV_TOOLS=off. Pages read it when they render, once all are in.
  const tools: DevToolLink[] = [
    { name: 'blocks', path: GALLERY_PATH },
    { name: 'design', path: DESIGN_PATH },
  ];

  // The block gallery: every block type with every example of its schema. Loaded on first use, so
  // listing the routes (the content link check) needs none of the renderers' styles.
  const renderGallery: typeof import('../devtools/gallery/render-gallery').renderGallery = async (...args) =>
    (await import('../devtools/gallery/render-gallery')).renderGallery(...args);
  app.get(GALLERY_PATH, (request, reply) => sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce, tools)));
  app.get<{ Params: { type: string } }>(`${GALLERY_PATH}/:type`, (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce, tools, request.params.type)),
  );
  app.get<{ Params: { type: string; example: string } }>(`${GALLERY_PATH}/:type/:example`, (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) =>
      renderGallery(runtime, info, nonce, tools, request.params.type, request.params.example),
    ),
  );

  // The design system's page: tokens, type, icons and pictograms, next to the blocks that use them.
  app.get(DESIGN_PATH, (request, reply) =>
    sendPage(request, reply, async (runtime, info, nonce) =>
      (await import('../devtools/design/routes')).renderDesignPage(runtime, info, nonce, tools),
    ),
  );

  // Loaded only when on: the inspector's page code is for developers, and tools that build the
  // app to list its routes (the content link check) run without a bundler for its stylesheet.
  if (options.devTools ?? process.env.QUAI_DEV_TOOLS !== 'off') {
    const flows = await import('../devtools/flows/routes');
    flows.registerFlowRoutes(app, sendPage, tools);
    tools.push({ name: 'flows', path: FLOWS_PATH });
    // The API reference reads the OpenAPI document the BFF publishes, when the BFF is there.
    if (app.hasDecorator('swagger')) {
      const apiReference = await import('../devtools/api-reference/routes');
      apiReference.registerApiReference(app, sendPage, tools);
      tools.push({ name: 'api', path: apiReference.API_REFERENCE_PATH });
    }
    const playground = await import('../devtools/playground/server/routes');
    playground.registerPlaygroundRoutes(app, sendPage, options.runtime);
    tools.push({ name: 'playground', path: playground.PLAYGROUND_PATH });
  }

  // Marked so the route listing leaves it out: links to pages are checked against the content.
  app.get('/*', { config: { pageRenderer: true } }, (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) =>
      // No page path starts with two slashes; a browser would read one as another host.
      info.path.startsWith('//')
        ? runtime.renderErrorPage(404, info, nonce, siteOrigin(request))
        : runtime.renderRequest(info, nonce, renderOptions(request)),
    ),
  );

  return app;
}

/**
 * The decoded path and the query of a request URL, split by hand: URL parsing would read
 * `//evil.example/x` as another host and serve `/x`. A malformed escape keeps the raw path
 * (and finds no page).
 */
function requestInfo(url: string): RequestInfo {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  try {
    return { path: decodeURIComponent(pathname), search };
  } catch {
    return { path: pathname, search };
  }
}

/** What a request brings to its page: the site's origin, and the cookies server data may read. */
function renderOptions(request: FastifyRequest): RenderOptions {
  return { origin: siteOrigin(request), cookieHeader: request.headers.cookie };
}
