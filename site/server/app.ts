import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { RequestInfo } from '../../engine/request';
import { themeFromCookieHeader } from '../shell/theme';
import type { RenderedPage, SiteRuntime, VisitorPreferences } from './runtime';
import { contentSecurityPolicy, createNonce, SECURITY_HEADERS } from './security';

export interface AppOptions {
  /** Returns the site runtime; in development it is rebuilt when sources change. */
  runtime: () => Promise<SiteRuntime>;
  /** The built client (production): hashed files are cached for a year. */
  clientDirectory?: string;
  /** Extra setup before the page routes, such as Vite's middleware in development. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  contentSecurityPolicy?: boolean;
  logger?: boolean;
}

/** One year: file names of built assets change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? true, trustProxy: true });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
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
  app.get('/*', { config: { pageRenderer: true } }, (request, reply) => sendPage(request, reply, (runtime, info, nonce) => runtime.renderRequest(info, nonce, visitorPreferences(request))));

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
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

/** The decoded path and the query of a request URL; a malformed escape keeps the raw path (and finds no page). */
function requestInfo(url: string): RequestInfo {
  const { pathname, search } = new URL(url, 'http://localhost');
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
