import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestInfo } from '@quai/engine/request';
import { projectRoot } from '../../server/project-root';
import type { RenderedPage, SiteRuntime } from '../../server/runtime';
import { renderToolPage } from '../render-tool-page';
import type { DevToolLink } from '../tool';
import designCss from './design.css?raw';
import { DesignPage } from './DesignPage';

/**
 * `/_design`: the design system's page, in the developers' tools' layout. It reads the tokens
 * from the global style sheet's source, the file the build compiles, so it shows what pages use.
 */
export function renderDesignPage(
  runtime: SiteRuntime,
  request: RequestInfo,
  nonce: string,
  tools: readonly DevToolLink[],
): Promise<RenderedPage> {
  return renderToolPage(runtime, {
    request,
    nonce,
    title: 'Design',
    tool: 'design',
    tools,
    // The pictograms are the journey screens' own components: the board's styles draw them.
    styledTypes: ['station-departures'],
    body: (
      <>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own style sheet file, read from this repository. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: designCss }} />
        <DesignPage css={readFileSync(join(projectRoot(), 'site/client/global.css'), 'utf8')} />
      </>
    ),
  });
}
