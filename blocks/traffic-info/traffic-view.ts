import { bffKeys, type BffKey } from '../../adapters/bff-client/keys';
import type { Locale } from '@quai/engine/i18n';
import type { ShownValues } from '@quai/engine/shown-values';
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

/** The view a URL asks for: `tab` (a tab id, else the first tab) and `line` (a known line of the picker, in its tab only). */
export function viewFromParams(block: Pick<TrafficInfoBlock, 'tabs'>, params: URLSearchParams): TrafficView {
  const tab = block.tabs.find((candidate) => candidate.id === params.get('tab')) ?? block.tabs[0];
  const line = params.get('line') ?? undefined;
  return { tab, line: tab.perimeter === IDF_PERIMETER && line && idfLine(line) ? line : undefined };
}

/**
 * The query reduced to what the view reads (its tab and line, as they came): the screen's markup
 * depends on the query through these alone, so a server may keep it per these (see
 * useShownValues); it shows no value of the query as text.
 */
export function readViewQuery(search: string): ShownValues {
  const params = new URLSearchParams(search);
  const read = new URLSearchParams();
  for (const name of ['tab', 'line']) {
    const value = params.get(name);
    if (value !== null) read.set(name, value);
  }
  return { shape: read.toString(), values: {} };
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
