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

  it("lists every file the islands of a page need to hydrate and use, loaded at start or only once the visitor acts, and no other page's", () => {
    const assets = new ManifestAssets(
      manifestFile({
        'site/client/entry.ts': { file: 'assets/entry-1.js', isEntry: true, imports: ['_core-2.js'] },
        '_core-2.js': { file: 'assets/core-2.js', css: ['assets/core-2.css'], assets: ['assets/font-3.woff2', 'assets/hero-4.svg'] },
        'site/client/page-hydrator.tsx': { file: 'assets/page-hydrator-5.js', isDynamicEntry: true, imports: ['_react-6.js'] },
        // React's chunk holds the registry: it imports every renderer on demand.
        '_react-6.js': { file: 'assets/react-6.js', dynamicImports: ['blocks/banner/Renderer.tsx'] },
        'site/shell/islands/header.tsx': { file: 'assets/header-7.js', isDynamicEntry: true, imports: ['_react-6.js'] },
        'blocks/traveller-file/Renderer.tsx': {
          file: 'assets/Renderer-8.js',
          isDynamicEntry: true,
          imports: ['_react-6.js', '_xstate-9.js'],
          css: ['assets/Renderer-8.css'],
          dynamicImports: ['blocks/_ui/calendar/calendar-file.ts'],
        },
        'blocks/_ui/calendar/calendar-file.ts': { file: 'assets/calendar-file-11.js', isDynamicEntry: true },
        '_xstate-9.js': { file: 'assets/xstate-9.js' },
        'blocks/banner/Renderer.tsx': { file: 'assets/Renderer-10.js', isDynamicEntry: true },
      }),
    );
    expect(assets.hydrationFiles(['traveller-file', 'paragraph']).sort()).toEqual([
      '/assets/Renderer-8.css',
      '/assets/Renderer-8.js',
      '/assets/calendar-file-11.js',
      '/assets/core-2.css',
      '/assets/core-2.js',
      '/assets/entry-1.js',
      '/assets/font-3.woff2',
      '/assets/header-7.js',
      '/assets/page-hydrator-5.js',
      '/assets/react-6.js',
      '/assets/xstate-9.js',
    ]);
  });
});
