import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { userEvents } from './chart';
import { flowEntries } from './registry';

const root = join(import.meta.dirname, '../../..');

describe('the flow inspector registry', () => {
  it('lists every machine file of machines/, each with its machine', () => {
    const files = readdirSync(join(root, 'machines'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(flowEntries.map((entry) => entry.name).sort()).toEqual(files);
    for (const entry of flowEntries) {
      expect(entry.machine.root, entry.name).toBeDefined();
      expect(entry.description, entry.name).not.toBe('');
    }
  });

  it('has examples only for machines that exist, naming their events and effects', () => {
    const examples = readdirSync(join(import.meta.dirname, 'examples')).map((name) => name.replace(/\.ts$/, ''));
    const names = flowEntries.map((entry) => entry.name);
    expect(examples.filter((name) => !names.includes(name))).toEqual([]);
    for (const entry of flowEntries) {
      for (const type of Object.keys(entry.examples.events ?? {}))
        expect(userEvents(entry.machine), `${entry.name} has no event ${type}`).toContain(type);
      for (const src of Object.keys(entry.examples.answers ?? {}))
        expect(Object.keys(entry.machine.implementations.actors), `${entry.name} has no actor ${src}`).toContain(src);
    }
  });
});
