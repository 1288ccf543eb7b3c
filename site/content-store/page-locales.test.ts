import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { blockDefinitions } from '../../blocks';
import { LOCALES } from '../engine-config';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';

const root = join(import.meta.dirname, '../..');

describe('the site in four languages', () => {
  it('has every page in fr, en, es and it, so no language link falls back to a home page', async () => {
    const store = await ContentStore.load(
      new EmbeddedContentSource(join(root, 'site/content'), root),
      createContentValidator(blockDefinitions),
      collections,
    );
    const missing = store.pages
      .all()
      .filter((page) => page.locale === 'fr')
      .flatMap((page) =>
        store.pages
          .localeOptions(page)
          .filter((option) => store.pages.find(option.alias)?.id !== page.id)
          .map((option) => `${page.id} has no ${option.langcode} page`),
      );
    expect(missing).toEqual([]);
    const ids = new Set(store.pages.all().map((page) => page.id));
    for (const id of ids)
      expect(
        store.pages
          .all()
          .filter((page) => page.id === id)
          .map((page) => page.locale)
          .sort(),
        id,
      ).toEqual([...LOCALES].sort());
  });

  it('has every webform in the four languages', async () => {
    const store = await ContentStore.load(
      new EmbeddedContentSource(join(root, 'site/content'), root),
      createContentValidator(blockDefinitions),
      collections,
    );
    const forms = store.documents<{ id: string; langcode: string }>('webforms').map(({ value }) => value);
    for (const id of new Set(forms.map((form) => form.id)))
      expect(
        forms
          .filter((form) => form.id === id)
          .map((form) => form.langcode)
          .sort(),
        id,
      ).toEqual([...LOCALES].sort());
  });
});
