import { relative, sep } from 'node:path';
import { generateAll, ROOT } from './generate';
import { writeStale } from './write';

interface CodegenLog {
  info(detail: object | string, message?: string): void;
  error(detail: object | string, message?: string): void;
}

export interface SchemaWatchOptions {
  log: CodegenLog;
  root?: string;
  /** Every generated file with its content (the code generator; tests pass their own). */
  generate?: () => Promise<ReadonlyMap<string, string>>;
}

/**
 * Runs the code generator and writes the files that changed, logging which. A schema that does
 * not compile is logged and the previous types stay: the developer fixes the schema and saves.
 */
export async function regenerate({ log, root = ROOT, generate = generateAll }: SchemaWatchOptions): Promise<string[]> {
  try {
    const written = writeStale(await generate()).map((path) => relative(root, path));
    if (written.length) log.info({ files: written }, `codegen: ${written.length} generated file(s) written`);
    return written;
  } catch (error) {
    log.error({ error: String(error) }, 'codegen failed: generated types are unchanged');
    return [];
  }
}

/** A schema the generator reads: under schemas/, but not its own output in schemas/generated/. */
export function isSchemaSource(file: string, root = ROOT): boolean {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('schemas/') && !path.startsWith('schemas/generated/') && path.endsWith('.json');
}

/**
 * For `npm run dev`: give it every file the dev server's watcher reports. A schema change runs
 * the generator; changes that arrive while it runs are covered by one more run after it, never
 * by runs in parallel. Resolves once the types are up to date (or at once for other files).
 */
export function schemaChangeHandler(options: SchemaWatchOptions): (file: string) => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      await regenerate(options);
    } while (again);
    running = undefined;
  };
  return (file) => {
    if (!isSchemaSource(file, options.root)) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run();
    return running;
  };
}
