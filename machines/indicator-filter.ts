import { assign, setup } from 'xstate';

/** What the machine needs of each top filter (the block's filters, without their display). */
export type IndicatorFilterOptions =
  | { key: string; kind: 'labels'; labels: ReadonlyArray<{ region: string; perimeter: string }> }
  | { key: string; kind: 'region'; regions: ReadonlyArray<{ areaCode: string; title: string }> }
  | { key: string; kind: 'date' };

/** The filter whose activation resets the region dropdown to its first option. */
const RESETTING_FILTER_KEY = 'ter';

export interface IndicatorFilterContext {
  filters: readonly IndicatorFilterOptions[];
  /** The active top filter, shared by the wide-screen tabs and the narrow-screen dropdown. */
  activeFilter: number;
  /** The active label tab of the active filter. */
  subTab: number;
  /** The option chosen in each region dropdown, by filter key. */
  dropdown: Record<string, number>;
  perimeter: string | undefined;
  region: string | undefined;
}

export type IndicatorFilterEvent =
  | { type: 'filter.select'; index: number }
  | { type: 'subtab.select'; index: number }
  | { type: 'region.select'; index: number };

/** Perimeter and region of a filter: from its active label, or from its dropdown's option; a date filter has none. */
function selection(
  filter: IndicatorFilterOptions | undefined,
  subTab: number,
  option: number,
): Pick<IndicatorFilterContext, 'perimeter' | 'region'> {
  if (filter?.kind === 'labels') {
    const label = filter.labels[subTab];
    return { perimeter: label?.perimeter, region: label?.region };
  }
  if (filter?.kind === 'region') {
    const region = filter.regions[option];
    return { perimeter: region?.areaCode, region: region?.title };
  }
  return { perimeter: undefined, region: undefined };
}

/** Activating a filter: the sub-tab goes back to 0, 'ter' resets its dropdown, and the selection follows. */
function activate(context: Pick<IndicatorFilterContext, 'filters' | 'dropdown'>, index: number): Omit<IndicatorFilterContext, 'filters'> {
  const filter = context.filters[index];
  const dropdown = filter?.key === RESETTING_FILTER_KEY ? { ...context.dropdown, [filter.key]: 0 } : context.dropdown;
  const option = filter ? (dropdown[filter.key] ?? 0) : 0;
  return { activeFilter: index, subTab: 0, dropdown, ...selection(filter, 0, option) };
}

/**
 * The indicator filter's shared state: which top filter is active, its label tab or dropdown
 * option, and the perimeter and region they select. Pure: the block renders from it.
 */
export const indicatorFilterMachine = setup({
  types: {
    context: {} as IndicatorFilterContext,
    events: {} as IndicatorFilterEvent,
    input: {} as { filters: readonly IndicatorFilterOptions[] },
  },
  guards: {
    knownFilter: ({ context, event }) => event.type === 'filter.select' && event.index >= 0 && event.index < context.filters.length,
    knownLabel: ({ context, event }) => {
      const filter = context.filters[context.activeFilter];
      return event.type === 'subtab.select' && filter?.kind === 'labels' && event.index >= 0 && event.index < filter.labels.length;
    },
    knownRegion: ({ context, event }) => {
      const filter = context.filters[context.activeFilter];
      return event.type === 'region.select' && filter?.kind === 'region' && event.index >= 0 && event.index < filter.regions.length;
    },
  },
}).createMachine({
  id: 'indicatorFilter',
  context: ({ input }) => ({ filters: input.filters, ...activate({ filters: input.filters, dropdown: {} }, 0) }),
  on: {
    'filter.select': { guard: 'knownFilter', actions: assign(({ context, event }) => activate(context, event.index)) },
    'subtab.select': {
      guard: 'knownLabel',
      actions: assign(({ context, event }) => ({
        subTab: event.index,
        ...selection(context.filters[context.activeFilter], event.index, 0),
      })),
    },
    'region.select': {
      guard: 'knownRegion',
      actions: assign(({ context, event }) => {
        const filter = context.filters[context.activeFilter]!;
        return { dropdown: { ...context.dropdown, [filter.key]: event.index }, ...selection(filter, 0, event.index) };
      }),
    },
  },
});
