import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { etagOfEncoding, PRIVATE_CACHE_CONTROL } from '../http-cache';
import { refuseCrossSiteWrites } from './cross-site';
import { NOTHING_ALLOWED, REPORTING_ENDPOINTS, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security';

interface ResponseHeadersOptions {
  /** Off in development: Vite's client injects its own scripts and styles. */
  contentSecurityPolicy: boolean;
}

/**
 * What every answer gets, whatever route sends it: compression, an ETag naming its coding, the
 * security headers, a policy that allows nothing unless the answer brings its own, private API
 * answers, and cross-site writes refused. Not encapsulated: its hooks are for every route.
 */
async function responseHeaders(app: FastifyInstance, options: ResponseHeadersOptions): Promise<void> {
  // Static files are sent precompressed (see static-files.ts); pages and API answers are compressed here.
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
    if (options.contentSecurityPolicy && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', NOTHING_ALLOWED);
    // An API answer is private unless its route said it can be shared.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  });
}

export const registerResponseHeaders = fastifyPlugin(responseHeaders, { name: 'response-headers' });
