import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { SiteRuntime } from '../server/runtime';

/** The developers' tools, by the key of their label in the catalogs (`devtools.tool.<name>`). */
export type DevToolName = 'blocks' | 'design' | 'flows' | 'api' | 'playground';

/** A tool the developer header links: the gallery always, the others while QUAI_DEV_TOOLS is not off. */
export interface DevToolLink {
  name: DevToolName;
  path: string;
}

/**
 * What a tool's plugin is given: the running site, and the links of every tool registered (its
 * header lists them; the list is complete before a page renders).
 */
export interface DevToolOptions {
  runtime: () => Promise<SiteRuntime>;
  tools: readonly DevToolLink[];
}

/**
 * One developer tool: where it is served, and the Fastify plugin that adds its routes there
 * (encapsulated: it sends its pages with the server's `sendPage` and decorates nothing).
 */
export interface DevTool {
  path: string;
  plugin: (app: FastifyInstance, options: DevToolOptions) => Promise<void>;
  /** What the tool needs of every answer of the server, beyond its own routes (added to the server itself). */
  onEveryAnswer?: onSendHookHandler;
}
