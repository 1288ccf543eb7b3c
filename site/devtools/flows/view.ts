import type { FlowEntry } from './examples';
import { allStates, chartOfMachine, stateCount, userEvents } from './chart';
import { layoutChart, type ChartLayout } from './layout';
import { shortestPaths } from './paths';
import { valueText } from './harness';
import { replay, type FlowStep } from './run';
import { recordedTestFileName } from './export-test';
import type { FlowPageProps } from './page/FlowPage';
import type { FlowSummary } from './page/FlowsIndex';

/** A form the developer sent that was refused: its field keeps what was typed. */
export interface Draft {
  /** `event:<type>` or `effect:<id>`. */
  field: string;
  text: string;
}

const pretty = (value: unknown) => JSON.stringify(value ?? null, null, 2);

// Layouts and path counts depend only on the machine, which does not change while the server runs.
const layouts = new Map<string, Promise<ChartLayout>>();
const pathCounts = new Map<string, number>();

export function flowSummaries(entries: readonly FlowEntry[]): FlowSummary[] {
  return entries.map((entry) => {
    if (!pathCounts.has(entry.name)) pathCounts.set(entry.name, shortestPaths(entry).length);
    return {
      name: entry.name,
      description: entry.description,
      states: stateCount(entry.machine),
      events: userEvents(entry.machine).length,
      paths: pathCounts.get(entry.name)!,
    };
  });
}

/** Everything the page of a machine shows after `at` steps of a run (replaying it throws FlowRunError). */
export async function flowPageProps(
  entry: FlowEntry,
  steps: FlowStep[],
  at: number,
  refused?: { error: string; draft?: Draft },
): Promise<FlowPageProps> {
  const chart = chartOfMachine(entry.machine);
  if (!layouts.has(entry.name)) layouts.set(entry.name, layoutChart(chart));
  const { flow, states } = replay(entry.machine, entry.examples.input, steps.slice(0, at));
  // The whole run, steps after `at` included, names the state each step of the history leads to.
  const reached = at === steps.length ? states : replay(entry.machine, entry.examples.input, steps).states;
  const snapshot = flow.snapshot();
  const draftOf = (field: string) => (refused?.draft?.field === field ? refused.draft.text : undefined);
  const events = userEvents(entry.machine).map((type) => {
    const example = entry.examples.events?.[type];
    let enabled: boolean;
    try {
      enabled = snapshot.can({ ...example, type });
    } catch {
      // A guard that reads a field the example lacks: let the developer try with a payload.
      enabled = snapshot.status === 'active';
    }
    return { type, enabled, payload: draftOf(`event:${type}`) ?? (example ? pretty(example) : undefined) };
  });
  const pending = flow.pending();
  // An effect is named by its source (`check`), which reads better in a run and survives changes
  // of the machine's structure; by its actor id only when two of the same source are pending.
  const effects = pending.map((effect) => {
    const name = pending.filter((other) => other.src === effect.src).length > 1 ? effect.id : effect.src;
    return { ...effect, name, answer: draftOf(`effect:${name}`) ?? pretty(entry.examples.answers?.[effect.src]?.resolve ?? null) };
  });
  const current = new Set(
    allStates(chart)
      .filter((state) => state.path.length === 0 || snapshot.matches(state.path.join('.')))
      .map((state) => state.id),
  );
  const failure = flow.failure();
  return {
    name: entry.name,
    description: entry.description,
    chart,
    layout: await layouts.get(entry.name)!,
    current,
    state: states.at(-1)!,
    failure: failure === undefined ? undefined : failure instanceof Error ? failure.message : JSON.stringify(failure),
    events,
    effects,
    timers: flow.timers(),
    now: flow.now(),
    steps,
    reached: reached.map((state) => valueText(state.value)),
    at,
    error: refused?.error,
    exportFile: recordedTestFileName(entry),
  };
}
