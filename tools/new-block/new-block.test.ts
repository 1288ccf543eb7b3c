import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'var', '.git', 'test-results']);

describe('npm run new-block', () => {
  it('creates a registered block whose tests, schema checks and generated types pass untouched', () => {
    // Work on a copy of the project, so the real tree is never touched.
    const copy = mkdtempSync(join(tmpdir(), 'quai-new-block-'));
    try {
      cpSync(root, copy, { recursive: true, filter: (source) => !SKIPPED.has(relative(root, source).split('/')[0]!) });
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

      const scaffold = spawnSync(process.execPath, ['--import', 'tsx', 'tools/new-block.ts', 'opening-hours'], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect(scaffold.status, scaffold.stderr).toBe(0);
      for (const file of [
        'schemas/blocks/opening-hours.schema.json',
        'blocks/opening-hours/definition.ts',
        'blocks/opening-hours/Renderer.tsx',
        'blocks/opening-hours/Renderer.test.tsx',
        'schemas/generated/blocks/opening-hours.ts',
      ]) {
        expect(existsSync(join(copy, file)), file).toBe(true);
      }
      expect(readFileSync(join(copy, 'blocks/index.ts'), 'utf8')).toContain("import openingHoursBlock from './opening-hours/definition';");

      const tests = spawnSync(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', 'blocks/opening-hours', 'schemas/block-schemas.test.ts', 'tools/codegen'],
        { cwd: copy, encoding: 'utf8' },
      );
      expect(tests.status, tests.stdout + tests.stderr).toBe(0);
      expect(tests.stdout).toMatch(/opening-hours/);

      const again = spawnSync(process.execPath, ['--import', 'tsx', 'tools/new-block.ts', 'opening-hours'], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('already exists');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 180000);
});
