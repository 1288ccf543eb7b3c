import type { Locale } from '@quai/engine/i18n';
import { joinPointer, type ContentProblem } from '@quai/engine/problems';
import type { MenuItem, MenusDocument } from '../../schemas/generated/shell/menus';
import menusSchema from '../../schemas/shell/menus.schema.json';
import type { CollectionDefinition, LoadedDocument } from './collection';

/** A menu item that passed the checks: it has a title and an href, and so do its children. */
export interface CheckedMenuItem extends Omit<MenuItem, 'children'> {
  title: string;
  href: string;
  children?: CheckedMenuItem[];
}

/** The menus of one locale as the shell receives them. */
export interface SiteMenus {
  account?: CheckedMenuItem;
  main: CheckedMenuItem[];
  footer: CheckedMenuItem[];
  social: CheckedMenuItem[];
  legal: CheckedMenuItem[];
}

const EMPTY_MENUS: SiteMenus = { main: [], footer: [], social: [], legal: [] };

const MENU_NAMES = ['main', 'footer', 'social', 'legal'] as const;

/**
 * Keeps the items that have a title and an href, reporting each one left out with its pointer.
 * An item left out takes its children with it.
 */
export function checkMenuItems(items: readonly MenuItem[], pointer: string, file: string, problems: ContentProblem[]): CheckedMenuItem[] {
  const kept: CheckedMenuItem[] = [];
  items.forEach((item, index) => {
    const checked = checkMenuItem(item, joinPointer(pointer, index), file, problems);
    if (checked) kept.push(checked);
  });
  return kept;
}

function checkMenuItem(item: MenuItem, pointer: string, file: string, problems: ContentProblem[]): CheckedMenuItem | undefined {
  const missing = (['title', 'href'] as const).filter((field) => !item[field]?.trim());
  if (missing.length) {
    problems.push({ file, pointer, reason: `menu item without ${missing.join(' and ')} is left out` });
    return undefined;
  }
  const { children, ...rest } = item;
  const checked: CheckedMenuItem = { ...rest, title: item.title!, href: item.href! };
  if (children) checked.children = checkMenuItems(children, joinPointer(pointer, 'children'), file, problems);
  return checked;
}

export const menusCollection: CollectionDefinition<MenusDocument> = {
  name: 'menus',
  schema: menusSchema,
  check(documents, problems) {
    const seen = new Map<string, string>();
    return documents.flatMap(({ origin, value }): Array<LoadedDocument<MenusDocument>> => {
      const other = seen.get(value.locale);
      if (other) {
        problems.push({ file: origin, pointer: '/locale', reason: `the menus of "${value.locale}" are already defined by ${other}` });
        return [];
      }
      seen.set(value.locale, origin);
      const checked: MenusDocument = { ...value };
      for (const name of MENU_NAMES) checked[name] = checkMenuItems(value[name], `/${name}`, origin, problems);
      if (value.account) {
        const [account] = checkMenuItems([value.account], '/account', origin, problems);
        if (account) checked.account = account;
        else delete checked.account;
      }
      return [{ origin, value: checked }];
    });
  },
};

/** The checked menus of a locale (empty menus when the locale has no document). */
export function menusFor(documents: ReadonlyArray<LoadedDocument<MenusDocument>>, locale: Locale): SiteMenus {
  const found = documents.find(({ value }) => value.locale === locale)?.value;
  if (!found) return EMPTY_MENUS;
  const { locale: _locale, ...menus } = found;
  return menus as SiteMenus;
}
