import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The JavaScript files a page loads for the given island renderers: the entry and their chunks with their imports. */
function scriptsFor(manifest: Record<string, ManifestChunk>, islandTypes: string[]): string[] {
  if (islandTypes.length === 0) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('site/client/entry.tsx');
  for (const type of islandTypes) visit(`blocks/${type}/Renderer.tsx`);
  return [...files];
}

/** Gzip bytes of the JavaScript a static page and an interactive page load, from a production build. */
export function measureJsSize(clientDirectory: string): Array<{ page: string; files: number; gzipBytes: number }> {
  const manifest = JSON.parse(readFileSync(join(clientDirectory, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const pages: Array<[string, string[]]> = [
    ['static page (paragraph, key figures, banner, layout)', []],
    ['interactive page (one vertical timeline)', ['vertical-timeline']],
  ];
  return pages.map(([page, islands]) => {
    const files = scriptsFor(manifest, islands);
    const gzipBytes = files.reduce((total, file) => total + gzipSync(readFileSync(join(clientDirectory, file))).length, 0);
    return { page, files: files.length, gzipBytes };
  });
}
