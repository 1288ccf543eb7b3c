import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'tools/validate-content.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run validate-content', () => {
  it('lists every problem with file and pointer and exits non-zero', () => {
    const result = run('tests/fixtures/content');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('tests/fixtures/content/pages/home.json#/blocks/1: banner: missing required field "backgroundColor"');
    expect(result.stderr).toContain('tests/fixtures/content/pages/broken.json#/layout: must be one of');
    expect(result.stderr).toMatch(/tests\/fixtures\/content\/pages\/not-json\.json#\/: not valid JSON/);
    expect(result.stderr).toMatch(/problem\(s\) found; 2 valid page\(s\) would still be served/);
  }, 60000);

  it('passes on the embedded content of the site', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60000);
});
