import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The state chart of a machine as plain data: its states nested as in the machine, and each
 * transition with the event that takes it and the guard that allows it. The diagram, the
 * page's text list of states and the terminal view all read this.
 */

export interface ChartTransition {
  /** The event as a developer reads it: `after slideDelay`, `done: check`, `always`... */
  label: string;
  guard: string | undefined;
  source: string;
  /** State ids; empty when the transition only runs actions and stays. */
  targets: string[];
}

export interface ChartState {
  /** The xstate id: the machine id and the path, joined by dots. */
  id: string;
  key: string;
  /** Path of keys from the root (empty for the machine itself). */
  path: string[];
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: string | undefined;
  children: ChartState[];
  transitions: ChartTransition[];
}

/** The readable name of an event, including xstate's own events for delays, effects and eventless transitions. */
export function eventLabel(eventType: string, sources: ReadonlyMap<string, string>): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const effect = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (effect) return `${effect[1]}: ${sources.get(effect[2]!) ?? effect[2]}`;
  return eventType;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function' && guard.name && guard.name !== 'guard') return guard.name;
  return 'condition';
}

/** Invoked actor id to its source, so `done: check` names the effect and not its generated id. */
export function invokeSources(node: AnyStateNode, into = new Map<string, string>()): Map<string, string> {
  for (const invoke of node.invoke) into.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
  for (const child of Object.values(node.states)) invokeSources(child, into);
  return into;
}

function chartOf(node: AnyStateNode, sources: ReadonlyMap<string, string>): ChartState {
  const transitions: ChartTransition[] = [];
  for (const [eventType, definitions] of node.transitions) {
    for (const definition of definitions) {
      transitions.push({
        label: eventLabel(eventType, sources),
        guard: guardName(definition.guard),
        source: node.id,
        targets: (definition.target ?? []).map((target) => target.id),
      });
    }
  }
  for (const definition of node.always ?? []) {
    transitions.push({
      label: 'always',
      guard: guardName(definition.guard),
      source: node.id,
      targets: (definition.target ?? []).map((target) => target.id),
    });
  }
  const initial = node.initial?.target[0]?.key;
  return {
    id: node.id,
    key: node.key,
    path: node.path,
    kind: node.type,
    initial,
    children: Object.values(node.states).map((child) => chartOf(child, sources)),
    transitions,
  };
}

export function chartOfMachine(machine: AnyStateMachine): ChartState {
  return chartOf(machine.root, invokeSources(machine.root));
}

/** Every state of a chart, parents before their children. */
export function allStates(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(allStates)];
}

/**
 * The states a developer counts: every state node but the root, and the machine itself as the
 * one state of a machine without child states (the toasts).
 */
export function stateCount(machine: AnyStateMachine): number {
  return Math.max(1, allStates(chartOfMachine(machine)).length - 1);
}

/** The event types a machine's developer can send (xstate's own events come from delays and effects). */
export function userEvents(machine: AnyStateMachine): string[] {
  return [...new Set(machine.events)].filter((type) => !type.startsWith('xstate.')).sort();
}
