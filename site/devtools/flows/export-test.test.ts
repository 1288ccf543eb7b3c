import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowEntry } from './examples';
import { recordedTest } from './export-test';
import { flowEntries } from './registry';
import { replay, type FlowStep } from './run';
import { flowPageProps } from './view';

const root = join(import.meta.dirname, '../../..');

/**
 * A 5-step run as a developer would record it on the page: at each step, one of the choices the
 * page offers (an enabled event with its example payload, an answer to a pending effect, time
 * advanced to the next delayed event), taken in turn so that runs vary.
 */
async function recordRun(entry: FlowEntry, length: number): Promise<FlowStep[]> {
  const steps: FlowStep[] = [];
  while (steps.length < length) {
    const page = await flowPageProps(entry, steps, steps.length);
    const choices: FlowStep[] = [
      ...page.events
        .filter((event) => event.enabled)
        .map((event): FlowStep => ({ do: 'send', event: { ...JSON.parse(event.payload ?? '{}'), type: event.type } })),
      ...page.effects.map((effect): FlowStep => ({ do: 'resolve', effect: effect.name, value: JSON.parse(effect.answer) })),
      ...page.timers.slice(0, 1).map((timer): FlowStep => ({ do: 'advance', ms: timer.in })),
    ];
    if (!choices.length) throw new Error(`${entry.name}: nothing to do after ${steps.length} steps`);
    steps.push(choices[(steps.length * 2 + 1) % choices.length]!);
  }
  return steps;
}

/** Runs Vitest on files saved under machines/ and gives each file's result. */
function runVitest(files: string[]): Map<string, string> {
  const report = join(root, 'var', `recorded-runs-${process.pid}.json`);
  spawnSync(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...files, '--reporter=json', `--outputFile=${report}`],
    { cwd: root, encoding: 'utf8', timeout: 120000 },
  );
  const results = JSON.parse(readFileSync(report, 'utf8')) as { testResults: Array<{ name: string; status: string }> };
  rmSync(report);
  return new Map(results.testResults.map((result) => [result.name, result.status]));
}

const VAT_RUN: FlowStep[] = [
  { do: 'send', event: { type: 'vat.country', country: 'FR' } },
  { do: 'send', event: { type: 'vat.number', number: '40303265045' } },
  { do: 'send', event: { type: 'vat.check' } },
  { do: 'resolve', effect: 'check', value: { valid: true, message: 'SNCF VOYAGEURS' } },
  { do: 'send', event: { type: 'vat.number', number: '40303265046' } },
];

describe('a recorded run exported as a Vitest file', () => {
  it('passes for every machine when saved under machines/, and fails when the machine changes', async () => {
    const saved: Array<{ path: string; expected: string }> = [];
    try {
      for (const entry of flowEntries) {
        const steps = await recordRun(entry, 5);
        const { states } = replay(entry.machine, entry.examples.input, steps);
        const source = recordedTest(entry, steps, states);
        expect(source.match(/expect\(flow\.state\(\)\)/g)).toHaveLength(6);
        const path = join(root, 'machines', `${entry.name}.recorded-${process.pid}.test.ts`);
        writeFileSync(path, source);
        saved.push({ path, expected: 'passed' });
      }
      // A VAT check that passes its guard, recorded against the real machine, replayed against a changed one.
      const vatCheck = flowEntries.find((entry) => entry.name === 'vat-check')!;
      const { states } = replay(vatCheck.machine, undefined, VAT_RUN);
      const changed = join(root, 'machines', `vat-check.changed-${process.pid}.test.ts`);
      writeFileSync(
        changed,
        recordedTest(vatCheck, VAT_RUN, states).replace("from './vat-check'", "from '../site/devtools/flows/fixtures/changed-vat-check'"),
      );
      saved.push({ path: changed, expected: 'failed' });
      const results = runVitest(saved.map((file) => file.path));
      for (const file of saved) expect([file.path, results.get(file.path)]).toEqual([file.path, file.expected]);
    } finally {
      for (const file of saved) rmSync(file.path, { force: true });
    }
  }, 180000);
});
