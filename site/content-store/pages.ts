import type { Locale } from '@quai/engine/i18n';
import { DEFAULT_LOCALE, LOCALES } from '../engine-config';
import type { PageDocument } from '../../schemas/generated/page';
import pageSchema from '../../schemas/page.schema.json';
import type { CollectionDefinition, LoadedDocument } from './collection';

/** fr lives at the root; the other locales under /en, /es and /it. */
export function localeOfPath(path: string): Locale {
  const prefix = path.split('/')[1];
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === prefix) ?? DEFAULT_LOCALE;
}

export function homePath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

/** One form per path: no trailing slash (except the root), no empty segments. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export const pagesCollection: CollectionDefinition<PageDocument> = {
  name: 'pages',
  schema: pageSchema,
  check(documents, problems) {
    const seen = new Map<string, string>();
    return documents.filter(({ origin, value }) => {
      const path = normalisePath(value.path);
      if (localeOfPath(path) !== value.locale) {
        problems.push({
          file: origin,
          pointer: '/path',
          reason: `path "${value.path}" does not belong to locale "${value.locale}" (fr has no prefix; others start with /${value.locale})`,
        });
        return false;
      }
      const other = seen.get(path);
      if (other) {
        problems.push({ file: origin, pointer: '/path', reason: `path "${path}" is already used by ${other}` });
        return false;
      }
      seen.set(path, origin);
      return true;
    });
  },
};

/** The locale options of a page: each translation's alias, or that locale's home page. */
export interface LocaleOption {
  langcode: Locale;
  alias: string;
}

export class PageIndex {
  private readonly byPath = new Map<string, PageDocument>();
  private readonly byId = new Map<string, Map<Locale, PageDocument>>();

  constructor(pages: ReadonlyArray<LoadedDocument<PageDocument>>) {
    for (const { value } of pages) {
      const page = { ...value, path: normalisePath(value.path) };
      this.byPath.set(page.path, page);
      if (!this.byId.has(page.id)) this.byId.set(page.id, new Map());
      this.byId.get(page.id)!.set(page.locale, page);
    }
  }

  find(path: string): PageDocument | undefined {
    return this.byPath.get(normalisePath(path));
  }

  all(): PageDocument[] {
    return [...this.byPath.values()];
  }

  /** The locales a page exists in, each with its own path (the page itself included). */
  translations(page: Pick<PageDocument, 'id'>): LocaleOption[] {
    const translations = this.byId.get(page.id);
    return LOCALES.flatMap((langcode) => {
      const translation = translations?.get(langcode);
      return translation ? [{ langcode, alias: translation.path }] : [];
    });
  }

  localeOptions(page: Pick<PageDocument, 'id'>): LocaleOption[] {
    const translations = this.byId.get(page.id);
    return LOCALES.map((langcode) => ({ langcode, alias: translations?.get(langcode)?.path ?? homePath(langcode) }));
  }
}
