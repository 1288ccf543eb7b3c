import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The generated files whose content differs from what is on disk; unless `check` is set, they
 * are written. Unchanged files are left alone, so a watcher sees only real changes.
 */
export function writeStale(files: ReadonlyMap<string, string>, { check = false }: { check?: boolean } = {}): string[] {
  const stale: string[] = [];
  for (const [path, content] of files) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === content) continue;
    stale.push(path);
    if (!check) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
  }
  return stale;
}
