import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text formats (images other than SVG are compressed already). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map']);
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11, the slowest and smallest) and a gzip (level 9) copy beside each
 * compressible file of a folder, once, at build time: the server sends them as they are
 * instead of compressing every response again. Returns the number of files compressed.
 */
export function precompressFolder(folder: string): number {
  let count = 0;
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = join(folder, entry);
    if (!COMPRESSIBLE.has(extname(file)) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}
