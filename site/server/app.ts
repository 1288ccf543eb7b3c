import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { accessLogHook, type AccessLogOptions } from './access-log';
import {
  capConnectionsPerClient,
  enforceHeadersDeadline,
  HEADERS_DEADLINE_MS,
  maxConnectionsPerClient,
  TIMEOUTS,
} from './connection-limits';
import { registerErrorPage } from './error-page';
import { registerLoadShedding, type PressureLimits } from './load-shedding';
import type { PageCache } from './page-cache';
import { registerPageSending } from './page-sending';
import { registerProbes } from './probes';
import { registerResponseHeaders } from './response-headers';
import type { SiteRuntime } from './runtime';
import { NOTHING_ALLOWED, SECURITY_HEADERS } from './security';
import { registerSeoRoutes } from './seo-routes';
import { registerSitePages } from './site-pages';
import { registerStaticFiles } from './static-files';

export interface AppOptions {
  /** Returns the site runtime; in development it is rebuilt when sources change. */
  runtime: () => Promise<SiteRuntime>;
  /** The built client (production): hashed files are cached for a year. */
  clientDirectory?: string;
  /** Extra setup before the page routes: Vite's middleware in development, the BFF and the developers' tools (see assemble-site.ts). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  contentSecurityPolicy?: boolean;
  /** Fastify's own logger (true, the default), none, or the one the process already logs with. */
  logger?: boolean | FastifyBaseLogger;
  /**
   * Whether the server can serve now (its database answers): GET /readyz answers 200 or 503, for
   * the load balancer. Always ready when absent.
   */
  ready?: () => Promise<boolean>;
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

/**
 * The site's HTTP server: each job a plugin of its own file, registered in this order. Those
 * whose hooks, handler or decorations every route needs reach the whole server (load shedding,
 * response headers, page sending, the error page); the others only add routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trustedProxies = options.trustedProxies ?? [];
  const contentSecurityPolicy = options.contentSecurityPolicy !== false;
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
  if (options.pressureLimits) await app.register(registerLoadShedding, options.pressureLimits);
  app.addHook('onResponse', accessLogHook(options.accessLog));
  await app.register(registerResponseHeaders, { contentSecurityPolicy });
  if (options.clientDirectory) await app.register(registerStaticFiles, { root: options.clientDirectory });
  await app.register(registerPageSending, { runtime: options.runtime, contentSecurityPolicy, pageCache: options.pageCache });
  // Before any route, so that every plugin scope registered below inherits the handler.
  await app.register(registerErrorPage, { runtime: options.runtime, contentSecurityPolicy });
  if (options.beforeRoutes) await options.beforeRoutes(app);
  await app.register(registerProbes, { ready: options.ready });
  await registerSeoRoutes(app, options.runtime);
  await app.register(registerSitePages);
  return app;
}
