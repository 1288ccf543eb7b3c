import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold no unit test of the project (the end-to-end suite has its own config). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'tests/e2e']);
const TEST_FILE = /\.test\.tsx?$/;
const DOM_PRAGMA = '@vitest-environment jsdom';

/**
 * The unit test files that render into a DOM (their first lines ask for jsdom), relative to
 * `root`. They run isolated, a module graph and a jsdom each; the others share their worker's
 * modules (see vite.config.ts).
 */
export function domTestFiles(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(path) ? [] : domTestFiles(root, path);
    return TEST_FILE.test(entry.name) && readFileSync(join(root, path), 'utf8').slice(0, 200).includes(DOM_PRAGMA) ? [path] : [];
  });
}
