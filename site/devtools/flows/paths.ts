import { getShortestPaths } from '@xstate/graph';
import type { AnyEventObject } from 'xstate';
import { invokeSources } from './chart';
import type { FlowEntry } from './examples';
import { asJson } from './harness';

/** Beyond this many states explored, the traversal stops rather than hang the page. */
const TRAVERSAL_LIMIT = 5000;

/**
 * One event of each type the machine handles, with the example payloads: the developer's
 * events, the answers of its effects (done and error events) and its delayed events.
 */
function exampleEvents(entry: FlowEntry): AnyEventObject[] {
  const sources = invokeSources(entry.machine.root);
  return [...new Set(entry.machine.events)].sort().map((type) => {
    const effect = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (!effect) return { ...entry.examples.events?.[type], type };
    const answers = entry.examples.answers?.[sources.get(effect[2]!) ?? ''];
    return effect[1] === 'done' ? { type, output: answers?.resolve ?? null } : { type, error: answers?.reject ?? null };
  });
}

export interface ShortestPath {
  /** The state value reached, as JSON. */
  value: unknown;
  events: AnyEventObject[];
}

const byValueAndContext = (state: { value: unknown; context: unknown }): string => JSON.stringify(asJson([state.value, state.context]));
const byValue = (state: { value: unknown }): string => JSON.stringify(state.value);

/**
 * The shortest path from the initial state to each state the example events reach. States are
 * told apart by value and context (guards read the context); when the context grows without end
 * (a menu drilled deeper and deeper) the traversal exceeds its limit, and states are then told
 * apart by their value only.
 */
export function shortestPaths(entry: FlowEntry): ShortestPath[] {
  const events = exampleEvents(entry);
  const traverse = (serializeState: (state: { value: unknown; context: unknown }) => string) =>
    getShortestPaths(entry.machine, { events, input: entry.examples.input ?? {}, limit: TRAVERSAL_LIMIT, serializeState } as Parameters<
      typeof getShortestPaths
    >[1]);
  let paths: ReturnType<typeof traverse>;
  try {
    paths = traverse(byValueAndContext);
  } catch (error) {
    if (!/limit/i.test((error as Error).message)) throw error;
    paths = traverse(byValue);
  }
  return paths.map((path) => ({
    value: asJson((path.state as { value: unknown }).value),
    events: path.steps.map((step) => step.event as AnyEventObject).filter((event) => event.type !== 'xstate.init'),
  }));
}
