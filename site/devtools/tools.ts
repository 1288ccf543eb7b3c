import type { FastifyInstance } from 'fastify';
import type { SiteRuntime } from '../server/runtime';
import type { DevTool, DevToolLink, DevToolName } from './tool';

interface ListedTool {
  name: DevToolName;
  /** There with QUAI_DEV_TOOLS=off too: content architects use it on every server. */
  always?: boolean;
  /** A decoration of the server the tool reads (the API reference reads the BFF's OpenAPI document). */
  needs?: 'swagger';
  /**
   * Its plugin's module, loaded only when the tool is registered: its pages' code and styles are
   * for developers, and the tools that build the app to list its routes run without a bundler.
   */
  load: () => Promise<{ devTool: DevTool }>;
}

/** Every developer tool, in the order the developer header links them. The only importer of site/devtools/<tool>/. */
const DEV_TOOLS: readonly ListedTool[] = [
  { name: 'blocks', always: true, load: () => import('./gallery/plugin') },
  { name: 'design', always: true, load: () => import('./design/plugin') },
  { name: 'flows', load: () => import('./flows/routes') },
  { name: 'api', needs: 'swagger', load: () => import('./api-reference/routes') },
  { name: 'playground', load: () => import('./playground/server/routes') },
];

/**
 * Registers the developers' tools on `app`, each a plugin of its own at its path: the gallery and
 * the design page always, the others when `enabled` (QUAI_DEV_TOOLS is not off). Registered after
 * the BFF, whose OpenAPI document the API reference reads.
 */
export async function registerDevTools(app: FastifyInstance, options: { runtime: () => Promise<SiteRuntime>; enabled: boolean }) {
  // Each tool's header links the tools registered; filled as they are, read when a page renders.
  const tools: DevToolLink[] = [];
  for (const listed of DEV_TOOLS) {
    if (!(listed.always || options.enabled) || (listed.needs && !app.hasDecorator(listed.needs))) continue;
    const { devTool } = await listed.load();
    if (devTool.onEveryAnswer) app.addHook('onSend', devTool.onEveryAnswer);
    await app.register(devTool.plugin, { runtime: options.runtime, tools });
    tools.push({ name: listed.name, path: devTool.path });
  }
}
