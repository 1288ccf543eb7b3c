import type { TransportMode } from '../../schemas/generated/api/journey-common';

/** Every mode the planner knows; a search without a choice uses them all. */
export const DEFAULT_MODES: readonly TransportMode[] = [
  'HIGHSPEEDRAIL',
  'REGIONALRAIL',
  'LONGDISTANCE',
  'REGIONALCOACH',
  'SUBURBANRAILWAY',
  'LOCALBUS',
  'METRO',
  'TRAMTRAIN',
];

/**
 * The choices the mode filter offers. "Train" stands for regional and long-distance trains
 * together, so it is one choice (and counts as one in the badge) for two modes.
 */
export const MODE_OPTIONS = [
  { id: 'tgv', modes: ['HIGHSPEEDRAIL'] },
  { id: 'train', modes: ['REGIONALRAIL', 'LONGDISTANCE'] },
  { id: 'coach', modes: ['REGIONALCOACH'] },
  { id: 'suburban', modes: ['SUBURBANRAILWAY'] },
  { id: 'bus', modes: ['LOCALBUS'] },
  { id: 'metro', modes: ['METRO'] },
  { id: 'tram', modes: ['TRAMTRAIN'] },
] as const satisfies ReadonlyArray<{ id: string; modes: readonly TransportMode[] }>;

export type ModeOptionId = (typeof MODE_OPTIONS)[number]['id'];

/**
 * The choices a list of modes amounts to: a choice counts when any of its modes is in, so an
 * address naming only regional trains shows "train" ticked (and applying it keeps them, with
 * long-distance trains beside them, the pair the choice stands for).
 */
export function optionsOfModes(modes: readonly string[]): ModeOptionId[] {
  return MODE_OPTIONS.filter((option) => option.modes.some((mode) => modes.includes(mode))).map((option) => option.id);
}

export function modesOfOptions(options: readonly string[]): TransportMode[] {
  return MODE_OPTIONS.filter((option) => options.includes(option.id)).flatMap((option) => option.modes);
}

/** The number on the filter badge: choices, not modes. */
export function modeBadgeCount(modes: readonly string[]): number {
  return optionsOfModes(modes).length;
}

/** The modes of a comma-separated URL value; all modes when absent or when none is known. */
export function modesFromParam(value: string | null): TransportMode[] {
  const known = (value ?? '').split(',').filter((mode): mode is TransportMode => (DEFAULT_MODES as readonly string[]).includes(mode));
  return known.length ? known : [...DEFAULT_MODES];
}
