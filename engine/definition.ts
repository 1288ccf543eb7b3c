import type { ComponentType } from 'react';
import type { Locale } from './engine-types';
import type { RequestInfo } from './request';

/**
 * How a block reaches the browser. "none" ships no JavaScript: the server HTML is final.
 * The others hydrate the block as an island: on load, when it scrolls into view, when the
 * browser is idle, or on first use ("interaction": the pointer, the focus or a key reaches it;
 * for a form whose server HTML works as it is, so its code is not fetched to show the page,
 * and what the visitor typed while it loaded is kept).
 */
export type HydrationMode = 'none' | 'load' | 'visible' | 'idle' | 'interaction';

/** Props every renderer receives besides its own node fields. */
interface BlockContext {
  /** JSON pointer of the node in its document, used in error reports. */
  pointer: string;
}

// biome-ignore lint/suspicious/noExplicitAny: one registry holds the renderers of every node type; with unknown, a renderer of one type would not be assignable to it (props are contravariant).
export type BlockRenderer<Node = any> = ComponentType<Node & { __ctx?: BlockContext }>;

/** What a block folder declares about itself; the engine needs nothing else. */
// biome-ignore lint/suspicious/noExplicitAny: as for BlockRenderer: the registry lists definitions of every node type.
export interface BlockDefinition<Node = any> {
  /** The DSL `type` this definition renders. */
  type: string;
  /** The block's JSON Schema (draft 2020-12) with its examples. */
  schema: Record<string, unknown>;
  /**
   * When the block hydrates: one mode for every node of the type, or a mode chosen for each node
   * (a form whose browser-kept state must show at once hydrates on load, another when the visitor
   * comes to it). A type chosen per node always hydrates: its nodes differ only in when.
   */
  hydrate: HydrationMode | ((node: Node) => Exclude<HydrationMode, 'none'>);
  /**
   * Whether a page holding the block may be kept to work without a network (the tickets, the
   * train of a ticket): its page context then lists every file its islands need to hydrate
   * (`offlineFiles`), fetched or not yet, so a script can save them before the visitor needs them.
   */
  keptOffline?: boolean;
  /**
   * The message groups (a key's first segment) an island may translate in the browser: the
   * states it reaches after a click or a fetch (an error, a toast, a second page of results)
   * use keys its server render did not, and the page sends the messages of these groups.
   */
  messageGroups?: readonly string[];
  /** Loads the renderer on demand: the browser fetches only the islands it hydrates. */
  load: () => Promise<{ default: BlockRenderer<Node> }>;
  /**
   * Data the block needs before it renders, fetched on the server so the page reads without
   * JavaScript and the island hydrates with it (made with `serverDataStep`). The result reaches
   * the renderer (and the island's props) as the reserved prop `serverData`. A failure or a
   * timeout leaves the prop out: the block then loads its data in the browser as it would without
   * this step.
   */
  serverData?: ServerDataStep<Node>;
  /**
   * The heading the block shows above its content, for the content validator's check that a
   * page's first block does not repeat the page's title. Without it, the node's `title` when it
   * is a string; `translate` gives a default heading of the page's language.
   */
  heading?: (node: Node, translate: (key: string) => string) => string | undefined;
}

/**
 * The services a site hands its blocks' server data steps, by name. The engine knows none of
 * them: the module that uses one declares it by augmenting this interface
 * (`declare module '@quai/engine/definition' { interface BlockServices { bff: InProcessBff } }`),
 * so a step reading a service gets its type, a mistyped name fails the type check, and so does a
 * site whose runtime does not provide every service declared.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules that declare a service (above).
export interface BlockServices {}

export type BlockServiceName = keyof BlockServices;

/** What a block's server data step may use: the request, the page locale and the services it declared. */
export interface ServerDataContext<Needs extends BlockServiceName = never> {
  request: RequestInfo;
  locale: Locale;
  services: Pick<BlockServices, Needs>;
}

/** What a personal step has besides: the visitor's Cookie header (never sent to the browser). */
export interface PersonalServerDataContext<Needs extends BlockServiceName = never> extends ServerDataContext<Needs> {
  cookieHeader: string | undefined;
}

/** A block's server data step, with what it needs said up front (see serverDataStep). */
export interface ServerDataStep<Node> {
  /** The site services the step uses: only these reach it. */
  readonly services: readonly BlockServiceName[];
  /** Whether it reads what is the visitor's own (their cookies): a page holding the block is then theirs, never shared or cached. */
  readonly personal: boolean;
  run(node: Node, context: PersonalServerDataContext<BlockServiceName>): Promise<unknown>;
}

/**
 * A server data step that states the services it uses (each typed in `context.services`) and,
 * with `personal: true`, that it reads the visitor's cookies (`context.cookieHeader`), which
 * makes the page the visitor's own. Nothing else reaches it.
 */
export function serverDataStep<Node, const Needs extends BlockServiceName = never, const Personal extends boolean = false>(
  needs: { services?: readonly Needs[]; personal?: Personal },
  run: (node: Node, context: Personal extends true ? PersonalServerDataContext<Needs> : ServerDataContext<Needs>) => Promise<unknown>,
): ServerDataStep<Node> {
  // Called with the declared services (withServerData), and the cookies only when personal.
  return { services: needs.services ?? [], personal: needs.personal ?? false, run: run as ServerDataStep<Node>['run'] };
}

/** The reserved prop carrying a block's server data; block schemas never declare it, so content cannot set it. */
export const SERVER_DATA_PROP = 'serverData';

/** The props of a renderer whose definition declares serverData. */
export type WithServerData<Node, Data> = Node & { serverData?: Data };

export function defineBlock<Node>(definition: BlockDefinition<Node>): BlockDefinition<Node> {
  return definition;
}

/** A block type's hydration, as the definition gives it (`none` when it gives none). */
export type BlockHydration<Node = unknown> = BlockDefinition<Node>['hydrate'];

/** The hydration mode of one node of a type. */
export function hydrationFor<Node>(definition: { hydrate?: BlockHydration<Node> | undefined }, node: Node): HydrationMode {
  return typeof definition.hydrate === 'function' ? definition.hydrate(node) : (definition.hydrate ?? 'none');
}
