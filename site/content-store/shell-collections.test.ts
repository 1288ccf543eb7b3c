import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { blockDefinitions } from '../../blocks';
import { LOCALES } from '../engine-config';
import type { ContentProblem } from '@quai/engine/problems';
import type { CrisisItem } from '../../schemas/generated/shell/crisis';
import type { MenusDocument } from '../../schemas/generated/shell/menus';
import { collections, createContentValidator } from './collections';
import { crisisItemsFor } from './crisis';
import { checkMenuItems, menusFor } from './menus';
import { ContentStore } from './store';

const root = join(import.meta.dirname, '../..');

async function loadSiteContent() {
  return ContentStore.load(
    new EmbeddedContentSource(join(root, 'site/content'), root),
    createContentValidator(blockDefinitions),
    collections,
  );
}

describe('menus collection', () => {
  it('has every menu in the four locales, with no problem reported', async () => {
    const store = await loadSiteContent();
    expect(store.problems.filter((problem) => /content\/(menus|crisis)\//.test(problem.file))).toEqual([]);
    for (const locale of LOCALES) {
      const menus = menusFor(store.documents<MenusDocument>('menus'), locale);
      expect(menus.main.length).toBeGreaterThan(2);
      expect(menus.footer.length).toBeGreaterThan(1);
      expect(menus.social.every((item) => item.image && item.external)).toBe(true);
      expect(menus.legal.length).toBeGreaterThan(1);
      // Every section of the main menu opens onto its entries.
      expect(menus.main.every((item) => (item.children?.length ?? 0) > 1)).toBe(true);
    }
  });

  it('reports an item without title or href with its pointer and leaves it out, keeping its siblings', () => {
    const problems: ContentProblem[] = [];
    const kept = checkMenuItems(
      [
        { title: 'Voyager', href: '/voyager', children: [{ title: 'Info trafic' }, { title: 'Gares', href: '/gares' }] },
        { href: '/sans-titre' },
        { title: '  ', href: '/blanc' },
      ],
      '/main',
      'menus/fr.json',
      problems,
    );
    expect(kept).toEqual([{ title: 'Voyager', href: '/voyager', children: [{ title: 'Gares', href: '/gares' }] }]);
    expect(problems).toEqual([
      { file: 'menus/fr.json', pointer: '/main/0/children/0', reason: 'menu item without href is left out' },
      { file: 'menus/fr.json', pointer: '/main/1', reason: 'menu item without title is left out' },
      { file: 'menus/fr.json', pointer: '/main/2', reason: 'menu item without title is left out' },
    ]);
  });
});

describe('crisis collection', () => {
  it('gives the home page every crisis of its locale and other pages the site-wide ones only', async () => {
    const store = await loadSiteContent();
    const documents = store.documents<CrisisItem>('crisis');
    const home = crisisItemsFor(documents, 'en', 'homepage');
    expect(home.map((item) => item.field_crisis_type).sort()).toEqual(['kidnapping', 'strike']);
    expect(home.every((item) => item.locale === 'en')).toBe(true);
    expect(crisisItemsFor(documents, 'en', 'all').map((item) => item.bundle)).toEqual(['all']);
  });
});
