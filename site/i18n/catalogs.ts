import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Messages } from '@quai/engine/i18n';
import { LOCALES } from '../engine-config';

/**
 * Catalogs are flat JSON files of ICU messages, one folder per locale and one file per area
 * (site/i18n/fr/shell.json, site/i18n/fr/webform.json...), so each feature owns its own file.
 */
export type Catalogs = Record<Locale, Messages>;

export function loadCatalogs(folder: string): Catalogs {
  const catalogs = {} as Catalogs;
  for (const locale of LOCALES) {
    const messages: Messages = {};
    for (const file of readdirSync(join(folder, locale))
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const entries = JSON.parse(readFileSync(join(folder, locale, file), 'utf8')) as Messages;
      for (const [key, value] of Object.entries(entries)) {
        if (key in messages) throw new Error(`Translation key "${key}" is defined twice in ${locale} (second in ${file})`);
        messages[key] = value;
      }
    }
    catalogs[locale] = messages;
  }
  return catalogs;
}

/** Keys that some locale has and another lacks, as "locale: key" lines. */
export function missingKeys(catalogs: Catalogs): string[] {
  const allKeys = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale])));
  return LOCALES.flatMap((locale) => [...allKeys].filter((key) => !(key in catalogs[locale])).map((key) => `${locale}: ${key}`));
}
