import { bffKeys, type BffKey } from '../../adapters/bff-client/keys';
import type { Locale } from '@quai/engine/i18n';
import { defineRequestRead } from '@quai/engine/request-read';
import type { TrafficInfoBlock, TrafficTab } from '../../schemas/generated/blocks/traffic-info';
import { idfLine } from '../../domain/traffic/line-catalogue';

/** Headings inside the screen: one level below the block's title, or below the page's when the block has none. */
export type HeadingLevel = 2 | 3 | 4;

/** The perimeter with the line picker. */
export const IDF_PERIMETER = 'FR-IDF';

/** What the screen shows: a tab, and in the Ile-de-France tab a line (or none yet). */
export interface TrafficView {
  tab: TrafficTab;
  line: string | undefined;
}

/** The view's parameters in a query string, as they came. */
type ViewQuery = { tab: string | null; line: string | null };

export function viewQuery(search: string): ViewQuery {
  const params = new URLSearchParams(search);
  return { tab: params.get('tab'), line: params.get('line') };
}

/**
 * The screen's markup depends on the query through its tab and line alone, so a server keeps it
 * per these whatever else the query holds (docs/kept-islands.md); it shows no text of the query.
 */
export const trafficViewQuery = defineRequestRead({
  name: 'traffic view',
  read: ({ search }) => ({ shape: viewQuery(search), texts: {} }),
});

/** The view a query asks for: `tab` (a tab id, else the first tab) and `line` (a known line of the picker, in its tab only). */
export function viewFromQuery(block: Pick<TrafficInfoBlock, 'tabs'>, query: ViewQuery): TrafficView {
  const tab = block.tabs.find((candidate) => candidate.id === query.tab) ?? block.tabs[0];
  const { line } = query;
  return { tab, line: tab.perimeter === IDF_PERIMETER && line && idfLine(line) ? line : undefined };
}

/** The query string of a view, as links and the address bar carry it. */
export function viewSearch(view: { tab: string; line?: string | undefined }): string {
  const params = new URLSearchParams({ tab: view.tab });
  if (view.line) params.set('line', view.line);
  return `?${params.toString()}`;
}

/** The traffic call of a tab: every message of its perimeter (the line picker derives each line's status from them). */
export function trafficKey(perimeter: string, locale: Locale): BffKey {
  return bffKeys.traffic({ perimeter, locale });
}
