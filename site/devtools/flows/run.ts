import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { startFlow, type Flow, type FlowState } from './harness';

/** One recorded step of a run: what the developer did, in order. */
export type FlowStep =
  | { do: 'send'; event: AnyEventObject }
  | { do: 'resolve' | 'reject'; effect: string; value: unknown }
  | { do: 'sendBack'; effect: string; event: AnyEventObject }
  | { do: 'advance'; ms: number };

/** A run that cannot be read or replayed: the page answers 400 with this message. */
export class FlowRunError extends Error {}

const isEvent = (value: unknown): value is AnyEventObject =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type !== '';

function checkStep(value: unknown, index: number): FlowStep {
  const step = value as Record<string, unknown>;
  const fail = (reason: string) => new FlowRunError(`step ${index + 1}: ${reason}`);
  if (!step || typeof step !== 'object') throw fail('not an object');
  switch (step.do) {
    case 'send':
      if (!isEvent(step.event)) throw fail('an event is an object with a non-empty "type"');
      return { do: 'send', event: step.event };
    case 'resolve':
    case 'reject':
      if (typeof step.effect !== 'string') throw fail('"effect" names the pending effect');
      return { do: step.do, effect: step.effect, value: step.value ?? null };
    case 'sendBack':
      if (typeof step.effect !== 'string') throw fail('"effect" names the pending effect');
      if (!isEvent(step.event)) throw fail('an event is an object with a non-empty "type"');
      return { do: 'sendBack', effect: step.effect, event: step.event };
    case 'advance':
      if (typeof step.ms !== 'number' || !Number.isInteger(step.ms) || step.ms <= 0) throw fail('"ms" is a positive whole number');
      return { do: 'advance', ms: step.ms };
    default:
      throw fail('"do" is one of send, resolve, reject, sendBack, advance');
  }
}

/** The steps of a run from its JSON text (the `run` query parameter). */
export function parseRun(text: string | undefined): FlowStep[] {
  if (text === undefined || text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FlowRunError('the run is not valid JSON');
  }
  if (!Array.isArray(value)) throw new FlowRunError('the run is a JSON array of steps');
  return value.map(checkStep);
}

function applyStep(flow: Flow, step: FlowStep): void {
  if (step.do === 'send') flow.send(step.event);
  else if (step.do === 'resolve') flow.resolve(step.effect, step.value);
  else if (step.do === 'reject') flow.reject(step.effect, step.value);
  else if (step.do === 'sendBack') flow.sendBack(step.effect, step.event);
  else if (step.do === 'advance') flow.advance(step.ms);
}

/** A run replayed from the start: the flow where it ends and the state after each step. */
export interface Replay {
  flow: Flow;
  /** states[0] is the initial state, states[i] the state after step i. */
  states: FlowState[];
}

export function replay(machine: AnyStateMachine, input: unknown, steps: readonly FlowStep[]): Replay {
  let flow: Flow;
  try {
    flow = startFlow(machine, { input });
  } catch (error) {
    throw new FlowRunError(`the machine does not start: ${(error as Error).message} (give it an input in its examples)`);
  }
  const states = [flow.state()];
  steps.forEach((step, index) => {
    try {
      applyStep(flow, step);
    } catch (error) {
      throw new FlowRunError(`step ${index + 1}: ${(error as Error).message}`);
    }
    states.push(flow.state());
  });
  return { flow, states };
}

/** A short line naming a step, for the history and the exported test. */
export function describeStep(step: FlowStep): string {
  switch (step.do) {
    case 'send':
      return `send ${step.event.type}`;
    case 'resolve':
    case 'reject':
      return `${step.do} ${step.effect}`;
    case 'sendBack':
      return `${step.effect} sends ${step.event.type}`;
    case 'advance':
      return `advance ${step.ms} ms`;
  }
}
