import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SlowestFirstSequencer, { FILE_DURATIONS, readDurations, recordDurations } from './slowest-first';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'slowest-first-'));
  mkdirSync(join(root, 'tests'));
  for (const file of ['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts', 'new.e2e.ts', 'person.e2e.ts']) writeFileSync(join(root, file), '');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A file of a project as Vitest hands it to a sequencer: its path, its project's name and group. */
const spec = (file: string, project = 'flows', groupOrder = 1) =>
  ({ moduleId: join(root, file), project: { name: project, config: { sequence: { groupOrder } } } }) as unknown as TestSpecification;

const order = async (files: TestSpecification[]) => {
  const sequencer = new SlowestFirstSequencer({ config: { root } } as unknown as Vitest);
  return (await sequencer.sort(files)).map((file) => file.moduleId.slice(root.length + 1));
};

describe('the slowest files first', () => {
  it('starts the files measured slowest first, a file never measured before them all', async () => {
    recordDurations(root, [
      { project: 'flows', file: 'a.e2e.ts', total: 12_000 },
      { project: 'flows', file: 'b.e2e.ts', total: 294_000 },
      { project: 'flows', file: 'c.e2e.ts', total: 48_000 },
    ]);
    expect(await order([spec('a.e2e.ts'), spec('b.e2e.ts'), spec('c.e2e.ts'), spec('new.e2e.ts')])).toEqual([
      'new.e2e.ts',
      'b.e2e.ts',
      'c.e2e.ts',
      'a.e2e.ts',
    ]);
  });

  it("keeps a group's files before the next group's, whatever their times", async () => {
    recordDurations(root, [
      { project: 'flows', file: 'b.e2e.ts', total: 294_000 },
      { project: 'person', file: 'person.e2e.ts', total: 20_000 },
    ]);
    expect(await order([spec('b.e2e.ts'), spec('person.e2e.ts', 'person', 0)])).toEqual(['person.e2e.ts', 'b.e2e.ts']);
  });

  it('records times over the earlier ones, to a tenth of a second, and forgets the files removed', () => {
    writeFileSync(join(root, FILE_DURATIONS), JSON.stringify({ 'flows:a.e2e.ts': 5_000, 'flows:gone.e2e.ts': 9_000 }));
    recordDurations(root, [{ project: 'flows', file: 'c.e2e.ts', total: 48_049 }]);
    expect(readDurations(root)).toEqual({ 'flows:a.e2e.ts': 5_000, 'flows:c.e2e.ts': 48_000 });
    // As the formatter writes JSON: a run's record leaves the format check passing.
    expect(readFileSync(join(root, FILE_DURATIONS), 'utf8')).toBe('{\n  "flows:a.e2e.ts": 5000,\n  "flows:c.e2e.ts": 48000\n}\n');
  });
});
