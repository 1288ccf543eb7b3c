import { describe, expect, it } from 'vitest';
import { embeddedTimetable } from '../../../../tests/helpers/embedded-timetable';
import type { LiveTrip } from './live-trips';
import { runSituation } from './situation';

const timetable = embeddedTimetable();
const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
const trip = timetable.trips.findIndex((candidate) => candidate.stopTimes.length >= 5);
const count = timetable.trips[trip]!.stopTimes.length;
const planned = (): LiveTrip => ({
  cancelled: false,
  arrivalDelays: new Array(count).fill(0),
  departureDelays: new Array(count).fill(0),
  skipped: new Array(count).fill(false),
  tracks: new Array(count).fill(undefined),
});

describe('the live situation of a run', () => {
  it('is the same whatever the locale, and its planned changes vary with the day', () => {
    const live = { ...planned(), departureDelays: [0, 5, 12, ...new Array(count - 3).fill(8)] };
    const structure = (locale: 'fr' | 'en') => {
      const { delays, stopEvents, cancelled, events } = runSituation(timetable, trip, days[0]!, locale, live);
      return { delays, stopEvents, cancelled, events: events.map((event) => [event.category, event.type, event.duration]) };
    };
    expect(structure('en')).toEqual(structure('fr'));
    const all = timetable.trips.map((_, index) => days.map((day) => JSON.stringify(runSituation(timetable, index, day, 'fr').events)));
    expect(all.some(([first, ...others]) => others.some((other) => other !== first))).toBe(true);
  });

  it('runs as planned when the feed says nothing of it', () => {
    const situation = runSituation(timetable, trip, days[0]!, 'fr');
    expect(situation.delays.every((delay) => delay === 0)).toBe(true);
    expect(situation.cancelled).toBe(false);
    expect(situation.events.map((event) => event.category)).not.toContain('delay');
  });

  it('shows the feed: its worst delay, a cancellation, a shortened run and a detour', () => {
    const late = runSituation(timetable, trip, days[0]!, 'fr', {
      ...planned(),
      departureDelays: [0, 5, 12, ...new Array(count - 3).fill(8)],
    });
    expect(late.delays.slice(0, 4)).toEqual([0, 5, 12, 8]);
    expect(late.events.find((event) => event.category === 'delay')).toMatchObject({
      type: 'RETARD',
      duration: 12,
      title: 'Retard de 12 min',
    });

    const cancelled = runSituation(timetable, trip, days[0]!, 'fr', {
      ...planned(),
      cancelled: true,
      departureDelays: new Array(count).fill(10),
    });
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.events.map((event) => event.type)).toContain('SUPPRESSION');
    expect(cancelled.events.map((event) => event.type)).not.toContain('RETARD');

    const skipped = planned().skipped.map((_, position) => position === 1 || position >= count - 2);
    const modified = runSituation(timetable, trip, days[0]!, 'fr', { ...planned(), skipped });
    expect(modified.stopEvents[1]).toBe('SUPPRESSION_DETOURNEMENT');
    expect(modified.stopEvents.slice(-2)).toEqual(['SUPPRESSION_PARTIELLE', 'SUPPRESSION_PARTIELLE']);
    expect(modified.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['SUPPRESSION_PARTIELLE', 'SUPPRESSION_DETOURNEMENT']),
    );
  });
});
