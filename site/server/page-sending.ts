import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { matchingEtag, PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, strongEtag } from '../http-cache';
import { PageCache, type PageToSend, type SealedPage } from './page-cache';
import { renderOptions, requestInfo } from './page-request';
import type { PageRenderer, SendPage } from './page-routes';
import type { SiteRuntime } from './runtime';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, sealPrivatePage, sealSharedPage } from './security';
import { siteOrigin } from './site-origin';

/** What a route may add to the page it answers with: its status, and services for this request's server data. */
interface PageAnswer {
  status?: number;
  services?: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the page a GET asks for: kept by the page cache when it may be, sealed (nonce or digests, ETag) either way. */
    sendPage: SendPage;
    /** Answers with the site page at the request's path (its 404 page when there is none). */
    sendSitePage(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): Promise<FastifyReply>;
  }
}

interface PageSendingOptions {
  runtime: () => Promise<SiteRuntime>;
  contentSecurityPolicy: boolean;
  /** Where pages shared caches may keep are kept by the server too, for as long. */
  pageCache?: PageCache;
}

/**
 * How every page leaves the server, for the site's pages, the developers' tools and the forms
 * posted without JavaScript. Not encapsulated: the routes registered beside it use its two
 * decorations.
 */
async function pageSending(app: FastifyInstance, options: PageSendingOptions): Promise<void> {
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
      contentSecurityPolicy: options.contentSecurityPolicy ? contentSecurityPolicy(allowed) : undefined,
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
  const { pageCache } = options;
  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply, render: PageRenderer) => {
    const draw = () => renderPage(request, render);
    const answer = pageCache ? await pageCache.answer(PageCache.key(siteOrigin(request), request.url), draw) : { page: await draw() };
    return answerWithPage(request, reply, answer);
  });
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
}

export const registerPageSending = fastifyPlugin(pageSending, { name: 'page-sending' });
