import type { FastifyInstance } from 'fastify';
import { SITE_PATHS } from '../../../adapters/bff-client/paths';
import { renderToolPage } from '../render-tool-page';
import type { DevTool, DevToolLink } from '../tool';
import { ApiReference } from './ApiReference';
import { referenceSections, type OpenApiDocument } from './reference';
import css from './api-reference.css?raw';

/** Where the API reference is shown. */
const API_REFERENCE_PATH = '/_api';

/**
 * `/_api`: the API reference, rendered on the server in the developers' tools' layout (its header links `tools`) from the same OpenAPI
 * document as /api/openapi.json (no script, no style from elsewhere: the page keeps the site's
 * Content Security Policy). Needs the BFF's OpenAPI publication on `app`.
 */
async function registerApiReference(app: FastifyInstance, { tools }: { tools: readonly DevToolLink[] }): Promise<void> {
  app.get(API_REFERENCE_PATH, (request, reply) =>
    app.sendPage(request, reply, (runtime, info, nonce) => {
      const sections = referenceSections(app.swagger() as unknown as OpenApiDocument);
      const body = (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own style sheet from the project's files, under the page's nonce. */}
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
          <ApiReference sections={sections} documentPath={SITE_PATHS.openApi} />
        </>
      );
      return renderToolPage(runtime, { request: info, nonce, title: 'API', tool: 'api', tools, body });
    }),
  );
}

export const devTool: DevTool = { path: API_REFERENCE_PATH, plugin: registerApiReference };
