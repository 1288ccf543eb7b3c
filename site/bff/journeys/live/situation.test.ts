import { describe, expect, it } from 'vitest';
import { loadGtfsFeed } from '../gtfs/load-feed';
import { situationOf } from './situation';

const timetable = loadGtfsFeed('site/data/gtfs');
const days = ['2026-11-23', '2026-11-24', '2026-11-25'];

describe('generated live situation', () => {
  it('is the same for a run whatever the locale, and changes with the day', () => {
    const trip = timetable.trips.findIndex((candidate) => candidate.number === '6101');
    const structure = (locale: 'fr' | 'en') => {
      const { delays, stopEvents, cancelled, events } = situationOf(timetable, trip, days[0]!, locale);
      return {
        delays,
        stopEvents,
        cancelled,
        events: events.map((event) => [event.category, event.type, event.duration, event.hasOtherReasons]),
      };
    };
    expect(structure('en')).toEqual(structure('fr'));
    const all = timetable.trips.map((_, index) => days.map((day) => JSON.stringify(situationOf(timetable, index, day, 'fr').delays)));
    expect(all.some(([first, ...others]) => others.some((other) => other !== first))).toBe(true);
  });

  it('produces every kind of event over a day of the network, each consistent with its stops', () => {
    const categories = new Set<string>();
    const stopTypes = new Set<string>();
    timetable.trips.forEach((trip, index) => {
      const situation = situationOf(timetable, index, days[0]!, 'fr');
      for (const event of situation.events) categories.add(event.category);
      for (const type of situation.stopEvents) if (type) stopTypes.add(type);
      expect(situation.delays).toHaveLength(trip.stopTimes.length);
      const delay = situation.events.find((event) => event.category === 'delay');
      expect(Math.max(...situation.delays)).toBe(delay ? delay.duration : 0);
      if (situation.cancelled) expect(situation.events.map((event) => event.type)).toContain('SUPPRESSION');
    });
    expect([...categories].sort()).toEqual([
      'course_modified',
      'created',
      'delay',
      'deleted',
      'disturbance',
      'information',
      'more_stops',
      'works',
    ]);
    expect([...stopTypes].sort()).toEqual(['AJOUT_ARRET', 'CREATION', 'SUPPRESSION_DETOURNEMENT', 'SUPPRESSION_PARTIELLE']);
  });
});
