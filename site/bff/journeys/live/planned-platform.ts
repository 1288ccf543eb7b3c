import { seededRandom } from './seeded-random';

/** Platform zones painted in big Paris stations. */
const ZONES = ['Verte', 'Bleue', 'Rose'] as const;
/** Tracks of the embedded network's stations are numbered from 1 to this. */
export const TRACKS = 20;

/**
 * The track and zone a run is planned to use at a stop: the embedded feed has no platforms, so
 * they are drawn from the run and the stop (the same every time), and a realtime feed may move
 * the train to another track.
 */
export function plannedPlatform(day: string, tripId: string, position: number): { track: string; zone: string } {
  const random = seededRandom(`platform|${day}|${tripId}|${position}`);
  const track = String(1 + Math.floor(random() * TRACKS));
  return { track, zone: ZONES[Math.floor(random() * ZONES.length)]! };
}
