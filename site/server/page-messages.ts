import { compileMessages } from '@quai/engine/compile-messages';
import type { Locale, PageMessages } from '@quai/engine/i18n';
import { serializeForScript } from '@quai/engine/islands';
import type { Catalogs } from '../i18n/catalogs';

/**
 * A key's area, or message group, is its first segment ("webform" in "webform.error.required").
 * A page sends whole areas: those its islands declare (`messageGroups`, the states they reach
 * in the browser after a click or a fetch) and those they translated on the server.
 */
export function messageArea(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** The messages a page sends its islands, cut from the site's catalogs. */
export class PageMessagesCache {
  constructor(private readonly catalogs: Catalogs) {}

  /** Catalog subsets by locale and areas, as the page context script writes them: a handful per process, made (and parsed) once each. */
  private readonly catalogSubsets = new Map<string, string>();

  /**
   * The keys of a locale's catalog in the given areas (the first segment of a key), parsed (the
   * browser formats them without an ICU parser in its bundle), written for a script. Kept
   * written: serialising several kilobytes of messages again was 4 % of a page's render.
   */
  messagesScriptOf(locale: Locale, areas: ReadonlySet<string>): string {
    const id = `${locale}|${[...areas].sort().join(',')}`;
    let subset = this.catalogSubsets.get(id);
    if (subset === undefined) {
      const messages: PageMessages = compileMessages(
        locale,
        Object.fromEntries(Object.entries(this.catalogs[locale]).filter(([key]) => areas.has(messageArea(key)))),
      );
      subset = serializeForScript(messages);
      this.catalogSubsets.set(id, subset);
    }
    return subset;
  }
}
