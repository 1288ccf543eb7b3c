import { useId, type ComponentType } from 'react';
import { useEngine } from './engine-context';
import { componentIslandRoot } from './Island';
import { serializeForScript } from './islands';

/**
 * The server's HTML of a component that is never hydrated (the footer), made the way an
 * island's is: as a root of its own inside the page's providers, so the server may keep it by
 * its name, props and what it read of the request, and a page gives it again instead of rendering
 * it. For the content of a host element the caller renders (`dangerouslySetInnerHTML`), so the
 * page's markup is the same as when the component is rendered in place. Undefined where there is
 * no server render to keep (the browser, inside an island): the caller renders the component.
 */
export function useKeptMarkup<P extends object>(name: string, Component: ComponentType<P>, props: P): { __html: string } | undefined {
  const engine = useEngine();
  const prefix = `kept${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  if (engine.insideIsland || !engine.renderIsland) return undefined;
  return {
    __html: engine.renderIsland(componentIslandRoot(engine, Component, props), prefix, {
      kind: 'markup',
      name,
      props: serializeForScript(props),
    }),
  };
}
