import { readFileSync } from 'node:fs';

/** What a rendered page links to: stylesheets for its blocks, and the island entry. */
export interface AssetResolver {
  /** Stylesheets every page needs (design tokens, base styles). */
  baseStylesheets(): string[];
  /** Stylesheets of the given block renderers and their shared pieces. */
  blockStylesheets(types: Iterable<string>): string[];
  /** The module scripts a page with islands loads. */
  islandScripts(): string[];
  /** Module scripts every page loads (Vite's client in development, nothing in production). */
  alwaysScripts(): string[];
  /**
   * The font files every page preloads: the brand font the global styles declare (one variable
   * file, the latin subset), so text is drawn in it from the first paint. None in development.
   */
  preloadedFonts?(): string[];
  /**
   * Every file the islands of a page holding these block types need to hydrate, fetched at load
   * or only once the visitor acts: the page's script, its React half, the shell's component
   * islands and each block's renderer, with the chunks, styles and fonts they import. What a
   * page kept for use without a network saves (BlockDefinition.keptOffline). None in development.
   */
  hydrationFiles?(types: Iterable<string>): string[];
  /** The script of a browser app of its own (a developer tool's), by its source entry; none when it was not built. */
  entryScript?(entry: string): string | undefined;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  /** Files the chunk's styles refer to (fonts, images). */
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

const CLIENT_ENTRY = 'site/client/entry.ts';
const GLOBAL_STYLES = 'site/client/global.css';
const SHELL_STYLES = 'site/client/shell-styles.ts';
const PAGE_HYDRATOR = 'site/client/page-hydrator.tsx';
const COMPONENT_ISLANDS = 'site/shell/islands/';

function rendererModuleOf(type: string): string {
  return `blocks/${type}/Renderer.tsx`;
}

/** Resolves assets from the Vite manifest of the production client build. */
export class ManifestAssets implements AssetResolver {
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly cache = new Map<string, string[]>();

  constructor(manifestFile: string) {
    this.manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  }

  baseStylesheets(): string[] {
    // A CSS entry is its own file, or (grouped with the entry's chunk) listed in that chunk's CSS.
    const global = this.manifest[GLOBAL_STYLES];
    const globalFile = global?.file.endsWith('.css') ? [`/${global.file}`] : [];
    return [...new Set([...globalFile, ...this.cssOf(GLOBAL_STYLES), ...this.cssOf(SHELL_STYLES)])];
  }

  blockStylesheets(types: Iterable<string>): string[] {
    const files = new Set<string>();
    for (const type of types) for (const file of this.cssOf(rendererModuleOf(type))) files.add(file);
    return [...files];
  }

  preloadedFonts(): string[] {
    // The global styles may be grouped into another chunk: their fonts are listed where their CSS is.
    return this.filesOf(GLOBAL_STYLES, 'assets').filter((file) => file.endsWith('.woff2'));
  }

  islandScripts(): string[] {
    const chunk = this.manifest[CLIENT_ENTRY];
    return chunk ? [`/${chunk.file}`] : [];
  }

  alwaysScripts(): string[] {
    return [];
  }

  entryScript(entry: string): string | undefined {
    const chunk = this.manifest[entry];
    return chunk ? `/${chunk.file}` : undefined;
  }

  hydrationFiles(types: Iterable<string>): string[] {
    // Asked on every render of a page kept offline (a train's page is a busy one): walked once per set of types.
    const wanted = [...new Set(types)].sort();
    const cacheKey = `hydration:${wanted.join(' ')}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    // The page's script and its React half, loaded as they are; what they import only on demand
    // is other pages' (every renderer, the inspector), so it is not followed.
    const page = new Set<string>();
    for (const key of [CLIENT_ENTRY, PAGE_HYDRATOR]) this.chunkClosure(key, page, () => false);
    // The islands' code, and what it imports on demand beyond the page's (a calendar file, the mobile menu).
    const islands = new Set(page);
    const onDemand = (key: string) => !page.has(key);
    for (const key of Object.keys(this.manifest))
      if (key.startsWith(COMPONENT_ISLANDS) && this.manifest[key]!.isDynamicEntry) this.chunkClosure(key, islands, onDemand);
    for (const type of wanted) this.chunkClosure(rendererModuleOf(type), islands, onDemand);
    const files = [...islands].flatMap((key) => [
      `/${this.manifest[key]!.file}`,
      ...(this.manifest[key]!.css ?? []).map((file) => `/${file}`),
      ...(this.manifest[key]!.assets ?? []).filter((file) => /\.woff2?$/.test(file)).map((file) => `/${file}`),
    ]);
    const unique = [...new Set(files)];
    this.cache.set(cacheKey, unique);
    return unique;
  }

  /** Adds a chunk and those it imports, statically, and on demand where `followDynamic` says, to `into`. */
  private chunkClosure(key: string, into: Set<string>, followDynamic: (key: string) => boolean): void {
    const chunk = this.manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) this.chunkClosure(imported, into, followDynamic);
    if (followDynamic(key)) for (const imported of chunk.dynamicImports ?? []) this.chunkClosure(imported, into, followDynamic);
  }

  /** A chunk's CSS and the CSS of the chunks it imports statically, in load order. */
  private cssOf(key: string): string[] {
    return this.filesOf(key, 'css');
  }

  /** A chunk's files of one kind (its CSS, or the assets its styles use) and those of the chunks it imports statically, in load order. */
  private filesOf(key: string, kind: 'css' | 'assets', seen = new Set<string>()): string[] {
    const cacheKey = `${kind}:${key}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    const files = [
      ...(chunk.imports ?? []).flatMap((imported) => this.filesOf(imported, kind, seen)),
      ...(chunk[kind] ?? []).map((file) => `/${file}`),
    ];
    const unique = [...new Set(files)];
    this.cache.set(cacheKey, unique);
    return unique;
  }
}

/**
 * In development Vite serves sources directly; block styles arrive through a small module that
 * imports every stylesheet, so pages are styled without a build.
 */
export class DevAssets implements AssetResolver {
  baseStylesheets(): string[] {
    return [`/${GLOBAL_STYLES}`];
  }

  blockStylesheets(): string[] {
    return [];
  }

  /** The development client loads the islands entry itself, after Fast Refresh is installed. */
  islandScripts(): string[] {
    return [];
  }

  alwaysScripts(): string[] {
    return ['/@vite/client', '/site/client/dev-client.ts'];
  }

  entryScript(entry: string): string {
    return `/${entry}`;
  }
}
