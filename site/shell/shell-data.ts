import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { Locale } from '@quai/engine/i18n';
import type { RequestInfo } from '@quai/engine/request';
import type { Image } from '../../schemas/generated/common';
import type { PageDocument } from '../../schemas/generated/page';
import type { CrisisItem } from '../../schemas/generated/shell/crisis';
import type { MenusDocument } from '../../schemas/generated/shell/menus';
import type { ContentStore } from '../content-store/store';
import { crisisCollection, crisisItemsFor } from '../content-store/crisis';
import { menusCollection, menusFor, type SiteMenus } from '../content-store/menus';
import { homePath, type LocaleOption } from '../content-store/pages';
import { LOCALES } from '../engine-config';
import type { Crumb } from './Breadcrumbs';
import type { HeaderProps } from './header/Header';

/** The only page variant with a sidebar. */
const SIDEBAR_VARIANT = 'landing_page_full_width';

/** Everything the page shell shows around the content, computed on the server. */
export interface ShellData {
  header: HeaderProps;
  /** Absent in the restricted variant, which has no footer. */
  footer?: { menus: Pick<SiteMenus, 'footer' | 'social' | 'legal'>; localeOptions: LocaleOption[] };
  title: string;
  breadcrumbs: Crumb[];
  sidebar?: BlockNodeLike[];
  backgroundImage?: Image;
  credits: string[];
  /** A page colour theme name, set on the shell for its styles. */
  pageTheme?: string;
  /** <html data-theme="light"> on pages that do not allow the dark mode. */
  documentTheme?: 'light';
}

/** Every image credit in a page's content, once each, in reading order. */
function imageCreditsIn(value: unknown, into: Set<string> = new Set()): string[] {
  if (Array.isArray(value)) for (const item of value) imageCreditsIn(item, into);
  else if (value && typeof value === 'object') {
    const { src, credit } = value as { src?: unknown; credit?: unknown };
    if (typeof src === 'string' && typeof credit === 'string' && credit.trim()) into.add(credit.trim());
    for (const child of Object.values(value)) imageCreditsIn(child, into);
  }
  return [...into];
}

/**
 * The shell of a page, or of a page-less view (404, 500, gallery) when `page` is absent: then
 * each locale option leads to that locale's home page.
 */
export function buildShellData(input: {
  content: ContentStore;
  locale: Locale;
  request: RequestInfo;
  title: string;
  page?: PageDocument;
}): ShellData {
  const { content, locale, request, page } = input;
  const menus = menusFor(content.documents<MenusDocument>(menusCollection.name), locale);
  const localeOptions = page ? content.pages.localeOptions(page) : LOCALES.map((langcode) => ({ langcode, alias: homePath(langcode) }));
  const restricted = page?.layoutOptions?.header === 'restricted';
  const darkModeAllowed = page?.darkMode !== false;
  const sidebar = page?.variant === SIDEBAR_VARIANT && page.sidebar?.length ? (page.sidebar as BlockNodeLike[]) : undefined;
  return {
    header: {
      variant: restricted ? 'restricted' : 'full',
      // The restricted header (a payment page) has the logo and the locale bar only: no menu, no account, no crisis banner.
      main: restricted ? [] : menus.main,
      account: restricted ? undefined : menus.account,
      localeOptions,
      themeSwitch: darkModeAllowed,
      crisis: restricted
        ? []
        : crisisItemsFor(
            content.documents<CrisisItem>(crisisCollection.name),
            locale,
            request.path === homePath(locale) ? 'homepage' : 'all',
          ),
    },
    ...(restricted ? {} : { footer: { menus: { footer: menus.footer, social: menus.social, legal: menus.legal }, localeOptions } }),
    title: input.title,
    breadcrumbs: page?.breadcrumbs ?? [],
    ...(sidebar ? { sidebar } : {}),
    ...(page?.field_background_image ? { backgroundImage: page.field_background_image } : {}),
    credits: imageCreditsIn([page?.field_background_image, page?.blocks, sidebar]),
    ...(page?.theme ? { pageTheme: page.theme } : {}),
    // The visitor's own choice is painted by the page's inline theme script, not by the server.
    ...(darkModeAllowed ? {} : { documentTheme: 'light' as const }),
  };
}
