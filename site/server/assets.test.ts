import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManifestAssets } from './assets';

/** A manifest as the client build writes it when the global styles are grouped into the core chunk. */
function manifestFile(manifest: Record<string, unknown>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'quai-manifest-')), 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

describe('the build manifest', () => {
  it('preloads the brand font the global styles use, found on the chunk they were grouped into', () => {
    const assets = new ManifestAssets(
      manifestFile({
        'site/client/global.css': { file: 'assets/global-1.js', isEntry: true, imports: ['_core-2.js'] },
        '_core-2.js': {
          file: 'assets/core-2.js',
          css: ['assets/core-2.css'],
          assets: ['assets/inter-latin-wght-normal-3.woff2', 'assets/hero-4.svg'],
        },
        'site/client/shell-styles.ts': { file: 'assets/shell-5.js', isEntry: true, css: ['assets/shell-5.css'] },
      }),
    );
    expect(assets.preloadedFonts()).toEqual(['/assets/inter-latin-wght-normal-3.woff2']);
    expect(assets.baseStylesheets()).toEqual(['/assets/core-2.css', '/assets/shell-5.css']);
  });

  it('preloads nothing when the styles use no font file', () => {
    const assets = new ManifestAssets(manifestFile({ 'site/client/global.css': { file: 'assets/global-1.css', isEntry: true } }));
    expect(assets.preloadedFonts()).toEqual([]);
    expect(assets.baseStylesheets()).toEqual(['/assets/global-1.css']);
  });
});
