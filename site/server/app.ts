import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import proxyAddr from '@fastify/proxy-addr';
import type { RequestInfo } from '../../engine/request';
import { capConnectionsPerClient, maxConnectionsPerClient, TIMEOUTS } from './connection-limits';
import { refuseCrossSiteWrites } from './cross-site';
import { themeFromCookieHeader } from '../shell/theme';
import type { RenderedPage, SiteRuntime, VisitorPreferences } from './runtime';
import { contentSecurityPolicy, createNonce, NOTHING_ALLOWED, REPORTING_ENDPOINTS, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security';

export interface AppOptions {
  /** Returns the site runtime; in development it is rebuilt when sources change. */
  runtime: () => Promise<SiteRuntime>;
  /** The built client (production): hashed files are cached for a year. */
  clientDirectory?: string;
  /** Extra setup before the page routes, such as Vite's middleware in development. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  contentSecurityPolicy?: boolean;
  logger?: boolean;
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
}

interface PressureLimits {
  maxEventLoopDelay: number;
  maxHeapUsedBytes: number;
  sampleInterval?: number;
}

const RETRY_AFTER_SECONDS = 10;

/**
 * An event loop late by a second on average (QUAI_MAX_EVENT_LOOP_DELAY_MS, 1000; 0 turns the
 * check off), or a heap at 90 % of its ceiling, is a server that cannot keep up.
 */
export function pressureLimitsFromEnvironment(env: NodeJS.ProcessEnv = process.env): PressureLimits {
  const delay = Number(env.QUAI_MAX_EVENT_LOOP_DELAY_MS ?? 1000);
  return { maxEventLoopDelay: Number.isFinite(delay) && delay >= 0 ? delay : 1000, maxHeapUsedBytes: 0.9 * getHeapStatistics().heap_size_limit };
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
    logger: options.logger ?? true,
    trustProxy: trustedProxies.length ? [...trustedProxies] : false,
    ...TIMEOUTS,
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
  // Saturated (event loop or memory): 503 with Retry-After at once, rather than slow answers for
  // all. The plugin's 503 goes through the error handler, which keeps its status and says why.
  if (options.pressureLimits) await app.register(underPressure, { ...options.pressureLimits, exposeStatusRoute: false, retryAfter: RETRY_AFTER_SECONDS });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onRequest', refuseCrossSiteWrites);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('reporting-endpoints', REPORTING_ENDPOINTS);
    // request.protocol is https on a TLS socket, or when a trusted proxy says so.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // Pages carry their own policy with the response's nonce; every other answer (JSON, files,
    // errors) gets one that allows nothing, should a browser ever render it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NOTHING_ALLOWED);
  });

  if (options.clientDirectory) {
    await app.register(fastifyStatic, {
      root: options.clientDirectory,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(response, path) {
        response.setHeader('cache-control', path.includes(`${join('/', 'assets', '/')}`) ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  if (options.beforeRoutes) await options.beforeRoutes(app);

  app.get('/healthz', async () => ({ status: 'ok' }));

  /** Sends a rendered page with a fresh nonce and its Content Security Policy. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: (runtime: SiteRuntime, request: RequestInfo, nonce: string) => Promise<RenderedPage>) => {
    const runtime = await options.runtime();
    const nonce = createNonce();
    const page = await render(runtime, requestInfo(request.url), nonce);
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (options.contentSecurityPolicy !== false) reply.header('content-security-policy', contentSecurityPolicy(nonce));
    return reply.send(page.body);
  };

  // The block gallery: every block type with every example of its schema. Loaded on first use, so
  // listing the routes (the content link check) needs none of the renderers' styles.
  const renderGallery: typeof import('./gallery').renderGallery = async (...args) => (await import('./gallery')).renderGallery(...args);
  app.get('/_blocks', (request, reply) => sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce)));
  app.get<{ Params: { type: string } }>('/_blocks/:type', (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce, request.params.type)),
  );
  app.get<{ Params: { type: string; example: string } }>('/_blocks/:type/:example', (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce, request.params.type, request.params.example)),
  );

  // Marked so the route listing leaves it out: links to pages are checked against the content.
  app.get('/*', { config: { pageRenderer: true } }, (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) =>
      // No page path starts with two slashes; a browser would read one as another host.
      info.path.startsWith('//') ? runtime.renderErrorPage(404, info, nonce, visitorPreferences(request)) : runtime.renderRequest(info, nonce, visitorPreferences(request)),
    ),
  );

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode === 503) return reply.status(503).send({ message: { message: 'Service unavailable', error: `The server is busy: try again in ${RETRY_AFTER_SECONDS} seconds.` } });
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(status).send({ message: { error: status === 500 ? 'Internal error' : error.message } });
    }
    const runtime = await options.runtime();
    const nonce = createNonce();
    const page = await runtime.renderErrorPage(500, requestInfo(request.url), nonce, visitorPreferences(request));
    if (options.contentSecurityPolicy !== false) reply.header('content-security-policy', contentSecurityPolicy(nonce));
    return reply.status(500).type('text/html; charset=utf-8').send(page.body);
  });

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

/** The visitor's choices the server honours from the first frame: the theme cookie. */
function visitorPreferences(request: FastifyRequest): VisitorPreferences {
  return { theme: themeFromCookieHeader(request.headers.cookie) };
}
