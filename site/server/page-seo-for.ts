import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { Locale } from '@quai/engine/i18n';
import type { RequestInfo } from '@quai/engine/request';
import type { PageDocument } from '../../schemas/generated/page';
import type { ContentStore } from '../content-store/store';
import { homePath } from '../content-store/pages';
import { pageSeo, type PageSeo } from '../shell/seo';
import type { ShellData } from '../shell/shell-data';

/** The head of a page for search engines and sharing (see site/shell/seo.ts). */
export function seoFor(
  content: ContentStore,
  input: { locale: Locale; title: string; request: RequestInfo; page?: PageDocument; origin?: string },
  nodes: BlockNodeLike[],
  shell: ShellData | undefined,
): PageSeo {
  const { page, locale } = input;
  return pageSeo({
    origin: input.origin ?? '',
    locale,
    title: input.title,
    ...(page ? { page } : {}),
    translations: page ? content.pages.translations(page) : [],
    nodes,
    breadcrumbs: shell?.breadcrumbs ?? [],
    sameAs: (shell?.footer?.menus.social ?? []).map((link) => link.href).filter((href) => /^https?:\/\//.test(href)),
    home: input.request.path === homePath(locale),
  });
}
