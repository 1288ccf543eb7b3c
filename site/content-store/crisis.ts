import type { Locale } from '@quai/engine/i18n';
import type { CrisisItem } from '../../schemas/generated/shell/crisis';
import crisisSchema from '../../schemas/shell/crisis.schema.json';
import type { CollectionDefinition, LoadedDocument } from './collection';

/** `homepage` is asked for on the home route (every crisis), `all` elsewhere (site-wide ones only). */
const CRISIS_BUNDLES = ['homepage', 'all'] as const;
export type CrisisBundle = (typeof CRISIS_BUNDLES)[number];

export const crisisCollection: CollectionDefinition<CrisisItem> = {
  name: 'crisis',
  schema: crisisSchema,
  check(documents, problems) {
    const seen = new Map<string, string>();
    return documents.filter(({ origin, value }) => {
      const key = `${value.locale}/${value.id}`;
      const other = seen.get(key);
      if (other)
        problems.push({ file: origin, pointer: '/id', reason: `crisis "${value.id}" in "${value.locale}" is already defined by ${other}` });
      else seen.set(key, origin);
      return !other;
    });
  },
};

/**
 * The crisis items of a locale for a bundle, most recently changed first. The home page shows
 * every crisis; other pages only those meant for the whole site.
 */
export function crisisItemsFor(documents: ReadonlyArray<LoadedDocument<CrisisItem>>, locale: Locale, bundle: CrisisBundle): CrisisItem[] {
  return documents
    .map(({ value }) => value)
    .filter((item) => item.locale === locale && (bundle === 'homepage' || item.bundle === 'all'))
    .sort((a, b) => (Date.parse(b.changed ?? '') || 0) - (Date.parse(a.changed ?? '') || 0));
}
