import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestInfo } from '@quai/engine/request';
import type { RenderedPage, SiteRuntime } from './runtime';

/** How a route renders its page, for the request's path and query, with the nonce stand-in. */
export type PageRenderer = (runtime: SiteRuntime, request: RequestInfo, nonce: string) => Promise<RenderedPage>;

/** How the site server sends a rendered page (nonce, security policy, status, caches): given to the routes of the developers' tools. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, render: PageRenderer) => Promise<FastifyReply>;
