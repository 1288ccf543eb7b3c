import type { ComponentType, ReactElement } from 'react';
import type { EngineSettings } from '@quai/engine/engine-context';
import { islandHydrator, lazyDefinitions } from '@quai/engine/hydrate-islands';
import { Registry } from '@quai/engine/registry';
import type { IslandHydrator } from '@quai/engine/schedule-islands';
import type { PageContext } from '../server/runtime';
import { withPageProviders } from '../shell/page-providers';

/**
 * The React half of the page's script, imported when the first island is to hydrate: the
 * site's two registries, in the engine's one shape, and the page's providers. Block renderers
 * (blocks/<type>/Renderer.tsx) and the shell's component islands (site/shell/islands/<name>.tsx)
 * are one chunk each, fetched when an island needs them.
 */
const blocks = new Registry(
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  lazyDefinitions(import.meta.glob<{ default: ComponentType<any> }>('../../blocks/*/Renderer.tsx'), (path) => path.split('/').at(-2)!),
);
const components = new Registry(
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  lazyDefinitions(import.meta.glob<{ default: ComponentType<any> }>('../shell/islands/*.tsx'), (path) =>
    path
      .split('/')
      .at(-1)!
      .replace(/\.tsx$/, ''),
  ),
);

export function pageHydrator(context: PageContext): IslandHydrator {
  const settings: EngineSettings = {
    registry: blocks,
    mode: context.mode,
    log: (message, detail) => console.error(message, detail),
    islandShell: (island: ReactElement) => withPageProviders(context, island),
  };
  return islandHydrator({ settings, components });
}
