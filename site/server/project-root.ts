import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder the server reads content, catalogs and data from: QUAI_ROOT, else the nearest
 * folder above this module that holds the site's content (the project, whether the module runs
 * from the sources or from a build inside it), else the working directory. So the server starts
 * from any working directory.
 */
export function projectRoot(env: NodeJS.ProcessEnv = process.env, from = dirname(fileURLToPath(import.meta.url))): string {
  if (env.QUAI_ROOT) return resolve(env.QUAI_ROOT);
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'site', 'content'))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}
