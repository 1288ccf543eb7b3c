import { useId, type ComponentType, type ReactElement } from 'react';
import { islandIdPrefix } from './Blocks';
import type { HydrationMode } from './definition';
import { EngineProvider, useEngine, type EngineSettings } from './engine-context';
import { COMPONENT_ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, serializeForScript } from './islands';

export interface IslandProps<P extends object> {
  /** How the browser finds the component again: the site maps each name to a lazy import. */
  name: string;
  component: ComponentType<P>;
  /** Serialised into the page as JSON: plain data only. */
  props: P;
  hydrate?: Exclude<HydrationMode, 'none'>;
}

/** The element a component island's root renders, on the server and in the browser alike. */
export function componentIslandRoot<P extends object>(settings: EngineSettings, Component: ComponentType<P>, props: P): ReactElement {
  return settings.islandShell(
    <EngineProvider settings={settings} insideIsland>
      <Component {...props} />
    </EngineProvider>,
  );
}

/**
 * A component that is not a block but needs JavaScript (the header, a theme switch...). It is
 * rendered and hydrated exactly like a block island: as a root of its own, inside the same
 * providers, with its props in a JSON script beside it. Inside another island it is plain.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'load' }: IslandProps<P>) {
  const engine = useEngine();
  const propsId = `island${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (engine.insideIsland) return <Component {...props} />;
  if (!engine.renderIsland) throw new Error('Islands are rendered on the server, which must provide renderIsland');
  const serialized = serializeForScript(props);
  const html = engine.renderIsland(componentIslandRoot(engine, Component, props), islandIdPrefix(propsId), {
    kind: 'component',
    name,
    props: serialized,
  });
  const attributes = {
    [COMPONENT_ISLAND_ATTRIBUTE]: name,
    [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
    [ISLAND_PROPS_ATTRIBUTE]: propsId,
  };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by serializeForScript so it cannot close the script element. */}
      <script type="application/json" id={propsId} dangerouslySetInnerHTML={{ __html: serialized }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server-rendered markup, which React produced from the same props. */}
      <div {...attributes} className="quai-island" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
