import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startsIn } from './starts';

describe('what a test file starts', () => {
  it('counts each server, browser, cluster and build the file calls for', () => {
    const source = readFileSync(join(import.meta.dirname, 'fixtures/starting-file.txt'), 'utf8');
    expect(startsIn(source)).toEqual(['production server ×2', 'Chromium ×1', 'PostgreSQL cluster ×1', 'nginx ×1']);
  });

  it('names nothing for a file that starts nothing', () => {
    expect(startsIn("it('adds', () => expect(1 + 1).toBe(2));")).toEqual([]);
  });
});
