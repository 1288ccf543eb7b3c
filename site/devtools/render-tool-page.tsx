import type { ReactElement } from 'react';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { RequestInfo } from '@quai/engine/request';
import type { RenderedPage, SiteRuntime } from '../server/runtime';
import { DevToolsLayout } from './DevToolsLayout';
import type { DevToolLink, DevToolName } from './tool';

/**
 * A developer tool's page in the tools' own layout, without the public shell. `nodes` are the
 * blocks `body` shows (the gallery's examples): they decide the stylesheets and island scripts
 * the page links; `styledTypes` names blocks whose parts the body shows outside a block (their
 * styles are linked, no island script).
 */
export function renderToolPage(
  runtime: SiteRuntime,
  input: {
    request: RequestInfo;
    nonce: string;
    title: string;
    tool: DevToolName;
    tools: readonly DevToolLink[];
    body: ReactElement;
    nodes?: BlockNodeLike[];
    styledTypes?: readonly string[];
    status?: number;
  },
): Promise<RenderedPage> {
  const { tool, tools, body, nodes = [], ...page } = input;
  return runtime.renderNodes({
    ...page,
    nodes,
    shell: false,
    body: (
      <DevToolsLayout tools={tools} current={tool} nonce={input.nonce}>
        {body}
      </DevToolsLayout>
    ),
  });
}
