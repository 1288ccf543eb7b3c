import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../engine-config';
import { loadCatalogs, missingKeys } from './catalogs';

const root = join(import.meta.dirname, '../..');
const catalogs = loadCatalogs(join(root, 'site/i18n'));

/** Source files of the project, to find the translation keys the code uses. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (['node_modules', 'dist', 'var', 'generated', '.git'].includes(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translation catalogs', () => {
  it('have every key in all four locales', () => {
    expect(missingKeys(catalogs)).toEqual([]);
  });

  it('hold valid ICU messages', () => {
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(catalogs[locale])) {
        expect(() => new IntlMessageFormat(message, locale), `${locale}: ${key}`).not.toThrow();
      }
    }
  });

  it('define every key the code asks for with t("...")', () => {
    const used = new Map<string, string>();
    for (const folder of ['engine', 'blocks', 'site', 'adapters']) {
      for (const file of sourceFiles(join(root, folder))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g))
          used.set(match[1]!, relative(root, file));
      }
    }
    const undefinedKeys = [...used].filter(([key]) => !(key in catalogs.fr)).map(([key, file]) => `${key} (${file})`);
    expect(undefinedKeys).toEqual([]);
  });
});
