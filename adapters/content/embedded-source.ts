import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ContentSource, RawDocument } from './source';

/** A `"path": "/..."` member in the text of a document that is not valid JSON. */
const PATH_IN_TEXT = /"path"\s*:\s*"(\/[^"\\]*)"/;

/**
 * Reads the JSON documents committed under a folder (site/content by default). The first folder
 * level names the collection: site/content/pages/home.fr.json is in "pages".
 */
export class EmbeddedContentSource implements ContentSource {
  readonly name = 'embedded';

  constructor(
    private readonly folder: string,
    private readonly displayRoot: string = folder,
  ) {}

  async load(): Promise<RawDocument[]> {
    const files = await listJsonFiles(this.folder);
    return Promise.all(
      files.map(async (file) => {
        const origin = relative(this.displayRoot, file).split(sep).join('/');
        const collection = relative(this.folder, file).split(sep)[0] ?? '';
        const text = await readFile(file, 'utf8');
        try {
          return { origin, collection, data: JSON.parse(text) as unknown };
        } catch (error) {
          const pathHint = PATH_IN_TEXT.exec(text)?.[1];
          return { origin, collection, parseError: `not valid JSON: ${(error as Error).message}`, ...(pathHint ? { pathHint } : {}) };
        }
      }),
    );
  }
}

async function listJsonFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) return listJsonFiles(path);
        return Promise.resolve(entry.name.endsWith('.json') ? [path] : []);
      }),
  );
  return nested.flat();
}
