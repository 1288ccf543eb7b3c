import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateAll, ROOT } from './generate';

describe('generated types', () => {
  it('are up to date with the schemas and block folders (run npm run codegen)', async () => {
    const stale = [...(await generateAll())]
      .filter(([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content)
      .map(([path]) => relative(ROOT, path));
    expect(stale).toEqual([]);
  }, 60000);
});
