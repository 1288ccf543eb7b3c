import {
  createActor,
  SimulatedClock,
  type ActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type Snapshot,
} from 'xstate';

/**
 * Runs a machine with its effects under the developer's control: every actor the machine
 * declares (the VAT call, a submission, a page fetch...) is replaced by a fake that stays
 * pending until it is resolved, rejected or made to send an event back; delayed events run on a
 * simulated clock that moves only when told. The same harness drives the inspector's page and
 * the tests it exports, so a recorded run replays identically in both.
 */

/** What the fake of an invoked or spawned actor is asked to do. */
type FakeCommand =
  | { type: 'flows.resolve'; output: unknown }
  | { type: 'flows.reject'; error: unknown }
  | { type: 'flows.sendBack'; event: AnyEventObject };

type FakeSnapshot = Snapshot<unknown> & { input: unknown };

/** An actor that does nothing by itself: it ends, fails or talks to its parent on command. */
const fakeActor: ActorLogic<FakeSnapshot, FakeCommand, unknown> = {
  config: 'flows.fake',
  transition(snapshot, command, scope) {
    if (snapshot.status !== 'active') return snapshot;
    if (command.type === 'flows.resolve') return { ...snapshot, status: 'done', output: command.output };
    if (command.type === 'flows.reject') return { ...snapshot, status: 'error', error: command.error };
    if (command.type === 'flows.sendBack') {
      const parent = (scope.self as { _parent?: AnyActorRef })._parent;
      scope.defer(() => parent?.send(command.event));
    }
    return snapshot;
  },
  getInitialSnapshot: (_scope, input) => ({ status: 'active', output: undefined, error: undefined, input }),
  getPersistedSnapshot: (snapshot) => snapshot,
};

/** The JSON view of where a machine is: what a recorded run expects after each step. */
export interface FlowState {
  value: unknown;
  context: unknown;
  status: string;
}

/** An effect waiting for an answer. */
export interface PendingEffect {
  id: string;
  src: string;
  input: unknown;
}

/** A delayed event waiting on the simulated clock. */
export interface PendingTimer {
  /** ms from now. */
  in: number;
}

export interface FlowOptions {
  input?: unknown;
}

/** JSON has no undefined, functions or actor references: a state is compared as JSON. */
export function asJson(value: unknown): unknown {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && 'sessionId' in item && 'send' in item ? `[actor ${(item as AnyActorRef).id}]` : item,
  );
  return text === undefined ? null : JSON.parse(text);
}

/** A state value as people read it: `loading`, or `{"open":"settled"}` for nested states. */
export const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function startFlow(machine: AnyStateMachine, options: FlowOptions = {}) {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, fakeActor]));
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors }), { clock, input: options.input ?? {} });
  let failure: unknown;
  // An error the machine does not handle ends the run; the harness reports it instead of throwing.
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();

  const childNamed = (name: string): AnyActorRef => {
    const children = Object.values(actor.getSnapshot().children as Record<string, AnyActorRef>).filter(
      (child) => child?.getSnapshot().status === 'active',
    );
    const child = children.find((item) => item.id === name) ?? children.find((item) => item.src === name);
    if (!child)
      throw new Error(`no pending effect named "${name}" (pending: ${children.map((item) => String(item.src)).join(', ') || 'none'})`);
    return child;
  };

  return {
    machine,
    send(event: AnyEventObject) {
      actor.send(event);
    },
    /** The fake named by its actor id or source answers. */
    resolve(name: string, output: unknown) {
      childNamed(name).send({ type: 'flows.resolve', output });
    },
    reject(name: string, error: unknown) {
      childNamed(name).send({ type: 'flows.reject', error });
    },
    /** A callback actor sends an event to the machine. */
    sendBack(name: string, event: AnyEventObject) {
      childNamed(name).send({ type: 'flows.sendBack', event });
    },
    advance(ms: number) {
      clock.increment(ms);
    },
    snapshot() {
      return actor.getSnapshot();
    },
    state(): FlowState {
      const snapshot = actor.getSnapshot();
      return asJson({ value: snapshot.value, context: snapshot.context, status: snapshot.status }) as FlowState;
    },
    failure: () => failure,
    pending(): PendingEffect[] {
      return Object.values(actor.getSnapshot().children as Record<string, AnyActorRef>)
        .filter((child) => child?.getSnapshot().status === 'active' && typeof child.src === 'string' && child.src in actors)
        .map((child) => ({ id: child.id, src: child.src as string, input: asJson((child.getSnapshot() as FakeSnapshot).input) }));
    },
    timers(): PendingTimer[] {
      const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
      return [...timeouts.values()].map((timer) => ({ in: timer.start + timer.timeout - clock.now() })).sort((a, b) => a.in - b.in);
    },
    now: () => clock.now(),
  };
}

export type Flow = ReturnType<typeof startFlow>;
