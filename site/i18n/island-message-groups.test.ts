import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { blockDefinitions } from '../../blocks/index';
import { SHELL_SCRIPT_MESSAGE_GROUPS } from '../shell/islands/message-groups';
import { loadCatalogs } from './catalogs';

/**
 * An island translates in the browser too, after a click or a fetch, where the server render did
 * not go: the page sends it the message groups (a key's first segment) its block declares. This
 * reads each island's code, and every file it imports in the repository, for the keys it may
 * translate (a literal key, or the fixed start of a key built from a value), and holds the
 * declaration to what it finds: a group used and not declared would show keys on screen, a group
 * declared and not used would send messages for nothing.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const catalog = loadCatalogs(join(ROOT, 'site/i18n')).fr;
const REGISTRY = join(ROOT, 'blocks/index.ts');
const keys = Object.keys(catalog);
const groups = new Set(keys.map((key) => key.split('.')[0]!));

/** The repository file an import names, if it names one (packages and styles are not scanned). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@quai/engine/')
    ? join(ROOT, 'engine', specifier.slice('@quai/engine/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The strings of a source that start a catalog key: whole keys, and the fixed heads of template literals. */
function keyStartsIn(source: string): string[] {
  const found: string[] = [];
  for (const [, quoted] of source.matchAll(/(?<![\w$])['"]([a-z_A-Z]+\.[\w.-]+)['"]/g)) found.push(quoted!);
  for (const [, head] of source.matchAll(/`([a-z_A-Z]+\.[\w.-]*)\$\{/g)) found.push(head!);
  return found.filter((text) => {
    if (!groups.has(text.split('.')[0]!)) return false;
    return text.endsWith('.') ? keys.some((key) => key.startsWith(text)) : text in catalog;
  });
}

/** The message groups the file and everything it imports in the repository may translate. */
function messageGroupsOf(entry: string): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const key of keyStartsIn(source)) used.add(key.split('.')[0]!);
    // A type brings no code; a block rendered through the registry is an island of its own, with its own declaration.
    for (const [, typeOnly, specifier] of source.matchAll(/(import type\b[^'"]*)?(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
      const target = typeOnly ? undefined : resolveImport(file, specifier!);
      if (target && target !== REGISTRY) visit(target);
    }
  };
  visit(entry);
  return [...used].sort();
}

/** Where the code of each of the shell's browser scripts starts: its header island, the consent banner's script. */
const SHELL_SCRIPT_ENTRIES: Record<keyof typeof SHELL_SCRIPT_MESSAGE_GROUPS, string> = {
  header: 'site/shell/islands/header.tsx',
  consent: 'site/shell/consent-banner/consent-on-page.ts',
};

const islandBlocks = blockDefinitions.filter((definition) => definition.hydrate !== 'none');

describe('the message groups an island declares', () => {
  it.each(islandBlocks.map((definition) => [definition.type, definition] as const))(
    'are those block "%s" translates from',
    (type, definition) => {
      const declared = [...(definition.messageGroups ?? [])].sort();
      expect(declared).toEqual(messageGroupsOf(join(ROOT, 'blocks', type, 'Renderer.tsx')));
    },
  );

  it.each(Object.entries(SHELL_SCRIPT_MESSAGE_GROUPS))('are those the shell’s "%s" script translates from', (name, declared) => {
    const entry = SHELL_SCRIPT_ENTRIES[name as keyof typeof SHELL_SCRIPT_MESSAGE_GROUPS];
    expect([...declared].sort()).toEqual(messageGroupsOf(join(ROOT, entry)));
  });

  it('finds keys as the code writes them, and nothing that only looks like one', () => {
    expect(
      keyStartsIn(`t('rail.new_tab'); t(\`rail.event.\${category}\`); import x from './styles.module.css'; 'shell.no_such_key'`),
    ).toEqual(['rail.new_tab', 'rail.event.']);
  });
});
