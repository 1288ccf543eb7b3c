import type { FlowEntry } from './examples';
import type { FlowState } from './harness';
import { describeStep, type FlowStep } from './run';

/** A value as a TypeScript literal on one line. */
const literal = (value: unknown) => JSON.stringify(value ?? null);

function callOf(step: FlowStep): string {
  switch (step.do) {
    case 'send':
      return `flow.send(${literal(step.event)});`;
    case 'resolve':
    case 'reject':
      return `flow.${step.do}(${literal(step.effect)}, ${literal(step.value)});`;
    case 'sendBack':
      return `flow.sendBack(${literal(step.effect)}, ${literal(step.event)});`;
    case 'advance':
      return `flow.advance(${step.ms});`;
  }
}

/**
 * A recorded run as a Vitest file to save as machines/<name>.<anything>.test.ts: it replays the
 * steps with the same fakes and clock and expects, after each one, the state and context the
 * inspector showed. A change in the machine's behaviour makes one of these expectations fail.
 */
export function recordedTest(entry: FlowEntry, steps: readonly FlowStep[], states: readonly FlowState[]): string {
  const input = entry.examples.input === undefined ? '' : `, { input: ${literal(entry.examples.input)} }`;
  const body = steps.flatMap((step, index) => [
    '',
    `    // ${index + 1}. ${describeStep(step)}`,
    `    ${callOf(step)}`,
    `    expect(flow.state()).toEqual(${literal(states[index + 1])});`,
  ]);
  return [
    `// Recorded with the flow inspector at /_flows/${entry.name}: replays the run and expects the state after each step.`,
    "import { describe, expect, it } from 'vitest';",
    "import { startFlow } from '../site/devtools/flows/harness';",
    `import { ${entry.exportName} } from './${entry.name}';`,
    '',
    `describe('${entry.exportName}, a recorded run', () => {`,
    `  it('goes through the ${steps.length} recorded steps', () => {`,
    `    const flow = startFlow(${entry.exportName}${input});`,
    `    expect(flow.state()).toEqual(${literal(states[0])});`,
    ...body,
    '  });',
    '});',
    '',
  ].join('\n');
}

/** The file name the inspector offers for a recorded run. */
export const recordedTestFileName = (entry: FlowEntry) => `${entry.name}.recorded.test.ts`;
