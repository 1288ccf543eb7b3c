import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How a test file that renders into a DOM begins (Vitest's per-file environment comment). */
const DOM_MARK = '// @vitest-environment jsdom';
/** Folders holding no unit test: dependencies, builds, runtime data, and the end-to-end suite. */
const NO_UNIT_TESTS = new Set(['node_modules', 'dist', 'var', '.git', 'e2e']);

function testFilesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NO_UNIT_TESTS.has(entry.name) ? [] : testFilesUnder(root, path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Files in node that measure the process itself: the saturated server's test reads the event
 * loop's use, which the timers of sites started by a worker's earlier files would keep high.
 */
const MEASURING_THE_PROCESS = ['site/server/overload.test.ts'];

/**
 * The unit test files that run isolated, each in a fresh module graph, relative to `root`: those
 * whose first line asks for jsdom (their components keep state in modules: toasts, the window's
 * width, testing-library's clean-up) and those that measure the process. The other files, in
 * node, share their worker's modules, which spares them importing the server, its schemas and
 * content again file after file (docs/testing.md, ninth step).
 */
export function isolatedTestFiles(root: string): string[] {
  return testFilesUnder(root, '')
    .filter((path) => MEASURING_THE_PROCESS.includes(path) || readFileSync(join(root, path), 'utf8').startsWith(DOM_MARK))
    .sort();
}
