import ELK, { type ElkEdgeSection, type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartState, ChartTransition } from './chart';

/**
 * Lays a chart out with ELK's layered algorithm, as Stately's visualiser does: compound and
 * parallel states contain their children, transitions run between states with their label.
 * Transitions that stay in their state (actions only), re-enter it, or go down to one of its own
 * descendants are listed inside the state instead of drawn as loops or as edges running along
 * the state's own border. Sizes are estimated from the text, in a monospace-like average width.
 */

const CHAR_WIDTH = 7.5;
const LINE_HEIGHT = 18;
const HEADER = 28;
const PADDING = 12;

interface PlacedState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines listed inside the state: its transitions that stay. */
  inner: string[];
}

interface PlacedTransition {
  transition: ChartTransition;
  target: string;
  points: Array<{ x: number; y: number }>;
  label: { text: string; x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
}

export const transitionText = (transition: ChartTransition) =>
  transition.guard ? `${transition.label} [${transition.guard}]` : transition.label;
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

/** Whether a target is the source itself or inside it (state ids nest with dots). */
const isWithin = (target: string, source: string) => target === source || target.startsWith(`${source}.`);

/** The lines written inside a state: its transitions that are not drawn as edges. */
function innerLines(state: ChartState): string[] {
  return state.transitions.flatMap((transition) => {
    if (transition.targets.length === 0) return [transitionText(transition)];
    const inside = transition.targets.filter((target) => isWithin(target, state.id));
    return inside.map((target) => `${transitionText(transition)} → ${target === state.id ? state.key : target.slice(state.id.length + 1)}`);
  });
}

function elkNodeOf(
  state: ChartState,
  edges: ElkExtendedEdge[],
  transitions: Map<string, { transition: ChartTransition; target: string }>,
): ElkNode {
  const inner = innerLines(state);
  for (const transition of state.transitions) {
    for (const target of transition.targets.filter((item) => !isWithin(item, state.id))) {
      const id = `edge-${transitions.size}`;
      transitions.set(id, { transition, target });
      const text = transitionText(transition);
      edges.push({ id, sources: [state.id], targets: [target], labels: [{ text, width: textWidth(text), height: LINE_HEIGHT }] });
    }
  }
  const innerHeight = inner.length * LINE_HEIGHT;
  const width = Math.max(textWidth(state.key) + 2 * PADDING, ...inner.map((line) => textWidth(line) + 2 * PADDING), 80);
  const node: ElkNode = {
    id: state.id,
    width,
    height: HEADER + innerHeight + PADDING,
    layoutOptions: { 'elk.padding': `[top=${HEADER + innerHeight + PADDING},left=${PADDING},bottom=${PADDING},right=${PADDING}]` },
    children: state.children.map((child) => elkNodeOf(child, edges, transitions)),
  };
  return node;
}

const elk = new ELK();

export async function layoutChart(root: ChartState): Promise<ChartLayout> {
  const edges: ElkExtendedEdge[] = [];
  const transitions = new Map<string, { transition: ChartTransition; target: string }>();
  const machineNode = elkNodeOf(root, edges, transitions);
  const graph: ElkNode = {
    id: 'graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
    },
    children: [machineNode],
    edges,
  };
  const laid = await elk.layout(graph);

  const states: PlacedState[] = [];
  const byId = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    byId.set(state.id, state);
    state.children.forEach(index);
  };
  index(root);
  // Node coordinates are relative to their parent: made absolute here.
  const place = (node: ElkNode, offsetX: number, offsetY: number) => {
    const x = offsetX + (node.x ?? 0);
    const y = offsetY + (node.y ?? 0);
    const state = byId.get(node.id)!;
    states.push({ state, x, y, width: node.width ?? 0, height: node.height ?? 0, inner: innerLines(state) });
    for (const child of node.children ?? []) place(child, x, y);
  };
  for (const child of laid.children ?? []) place(child, 0, 0);

  // Edge coordinates are relative to the state ELK chose as the edge's container.
  const origin = new Map(states.map((placedState) => [placedState.state.id, { x: placedState.x, y: placedState.y }]));
  const placed: PlacedTransition[] = (laid.edges ?? []).flatMap((edge) => {
    const { transition, target } = transitions.get(edge.id)!;
    const section: ElkEdgeSection | undefined = edge.sections?.[0];
    const label = edge.labels?.[0];
    if (!section || !label) return [];
    const offset = origin.get((edge as { container?: string }).container ?? '') ?? { x: 0, y: 0 };
    const shift = (point: { x: number; y: number }) => ({ x: point.x + offset.x, y: point.y + offset.y });
    return [
      {
        transition,
        target,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift),
        label: {
          text: label.text ?? '',
          ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
          width: label.width ?? 0,
          height: label.height ?? 0,
        },
      },
    ];
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, transitions: placed };
}
