import { chartOfMachine, eventLabel, invokeSources, stateCount, userEvents, type ChartState } from '../site/devtools/flows/chart';
import { transitionText } from '../site/devtools/flows/layout';
import { shortestPaths } from '../site/devtools/flows/paths';
import { valueText } from '../site/devtools/flows/harness';
import { flowEntries } from '../site/devtools/flows/registry';

/**
 * `npm run flows -- <machine>`: a machine's states (nested, with their transitions), the events
 * it accepts, and the shortest path from the initial state to each state it can reach with the
 * example events. Without a name, lists the machines.
 */
const name = process.argv[2];
const entry = flowEntries.find((item) => item.name === name);
if (!entry) {
  if (name) console.error(`No machine named "${name}".`);
  console.log(`Machines: ${flowEntries.map((item) => item.name).join(', ')}`);
  process.exit(name ? 1 : 0);
}

const stateLines = (state: ChartState, depth: number): string[] => {
  const indent = '  '.repeat(depth);
  const marks = [state.kind !== 'atomic' ? state.kind : '', state.initial ? `initial ${state.initial}` : ''].filter(Boolean).join(', ');
  return [
    `${indent}${state.path.length ? state.key : state.id}${marks ? ` (${marks})` : ''}`,
    ...state.transitions.map((transition) => `${indent}  ${transitionText(transition)} → ${transition.targets.join(', ') || '(stays)'}`),
    ...state.children.flatMap((child) => stateLines(child, depth + 1)),
  ];
};

const chart = chartOfMachine(entry.machine);
const paths = shortestPaths(entry);
const sources = invokeSources(entry.machine.root);
// A machine without child states has an empty value: it is named instead.
const stateText = (value: unknown) =>
  value && typeof value === 'object' && !Object.keys(value).length ? entry.machine.id : valueText(value);
const eventText = (event: { type: string }) => {
  const { type, ...payload } = event;
  const label = eventLabel(type, sources);
  return Object.keys(payload).length ? `${label} ${JSON.stringify(payload)}` : label;
};
console.log(
  [
    `${entry.name}: ${entry.description}`,
    '',
    `States (${stateCount(entry.machine)}):`,
    ...stateLines(chart, 1),
    '',
    `Events: ${userEvents(entry.machine).join(', ')}`,
    '',
    `Shortest paths from the initial state (${paths.length}):`,
    ...paths.map((path) => `  ${stateText(path.value)} ← ${path.events.length ? path.events.map(eventText).join(' → ') : '(initial)'}`),
  ].join('\n'),
);
