import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { RequestInfo } from '../../engine/request';
import { renderGallery } from './gallery';
import type { RenderedPage, SiteRuntime } from './runtime';
import { accessLogHook, type AccessLogOptions } from './access-log';
import { etagMatches, PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, strongEtag } from './http-cache';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, sealNonce, SECURITY_HEADERS } from './security';
import { seoRoutes } from './seo-routes';
import { siteOrigin } from './site-origin';

export interface AppOptions {
  /** Returns the site runtime; in development it is rebuilt when sources change. */
  runtime: () => Promise<SiteRuntime>;
  /** The built client (production): hashed files are cached for a year. */
  clientDirectory?: string;
  /** Extra setup before the page routes, such as Vite's middleware in development. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  contentSecurityPolicy?: boolean;
  logger?: boolean;
  /** Which requests get an access log line; every request when absent (development, tests). */
  accessLog?: AccessLogOptions;
}

/** One year: file names of built assets change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Fastify's own two lines per request are off: the access log hook decides what is worth a line.
  const app = Fastify({ logger: options.logger ?? true, trustProxy: true, logController: new LogController({ disableRequestLogging: true }) });
  app.addHook('onResponse', accessLogHook(options.accessLog));
  // Static files are sent precompressed (see below); pages and API answers are compressed here.
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
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
        response.setHeader('cache-control', path.includes(`${join('/', 'assets', '/')}`) ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  if (options.beforeRoutes) await options.beforeRoutes(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  await seoRoutes(app, options.runtime);

  /**
   * Sends a rendered page, identical for every visitor: its nonce is sealed from its own bytes,
   * it carries a strong ETag (304 when the visitor's copy matches) and shared caches may keep
   * it. Only pages that answer 200 or 404 are kept; a 500 is not.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: (runtime: SiteRuntime, request: RequestInfo, nonce: string) => Promise<RenderedPage>) => {
    const runtime = await options.runtime();
    const page = await render(runtime, requestInfo(request.url), NONCE_PLACEHOLDER);
    const { html, nonce } = sealNonce(await readAll(page.body));
    const cacheable = page.status === 200 || page.status === 404;
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', cacheable ? PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    if (options.contentSecurityPolicy !== false) reply.header('content-security-policy', contentSecurityPolicy(nonce));
    if (!cacheable) return reply.send(html);
    const etag = strongEtag(html);
    reply.header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(html);
  };

  // The block gallery: every block type with every example of its schema.
  app.get('/_blocks', (request, reply) => sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce)));
  app.get<{ Params: { type: string } }>('/_blocks/:type', (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce, request.params.type)),
  );
  app.get<{ Params: { type: string; example: string } }>('/_blocks/:type/:example', (request, reply) =>
    sendPage(request, reply, (runtime, info, nonce) => renderGallery(runtime, info, nonce, request.params.type, request.params.example)),
  );

  app.get('/*', (request, reply) => sendPage(request, reply, (runtime, info, nonce) => runtime.renderRequest(info, nonce, siteOrigin(request))));

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(status).send({ message: { error: status === 500 ? 'Internal error' : error.message } });
    }
    const runtime = await options.runtime();
    const page = await runtime.renderErrorPage(500, requestInfo(request.url), NONCE_PLACEHOLDER, siteOrigin(request));
    const { html, nonce } = sealNonce(await readAll(page.body));
    if (options.contentSecurityPolicy !== false) reply.header('content-security-policy', contentSecurityPolicy(nonce));
    return reply.status(500).type('text/html; charset=utf-8').header('cache-control', PRIVATE_CACHE_CONTROL).send(html);
  });

  return app;
}

/** The decoded path and the query of a request URL; a malformed escape keeps the raw path (and finds no page). */
function requestInfo(url: string): RequestInfo {
  const { pathname, search } = new URL(url, 'http://localhost');
  try {
    return { path: decodeURIComponent(pathname), search };
  } catch {
    return { path: pathname, search };
  }
}

/** The whole HTML of a rendered page (its ETag and nonce are digests of all of it). */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
