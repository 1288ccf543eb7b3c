import fc from 'fast-check';
import type { EventCategory, JourneyEvent } from '../../adapters/bff-client/types';
import { departureStatus } from './departure-status';

const CATEGORIES: EventCategory[] = ['delay', 'deleted', 'disturbance', 'course_modified', 'created', 'more_stops', 'works', 'information'];
const event = (category: EventCategory): JourneyEvent => ({
  category,
  type: 'INFORMATION',
  title: category,
  text: '',
  longText: '',
  url: null,
  duration: 0,
  hasOtherReasons: false,
});
const BASE = Date.parse('2026-11-21T08:00:00+01:00');

const arbitraryDeparture = fc.record({
  plannedOffset: fc.integer({ min: -1440, max: 1440 }),
  lateness: fc.integer({ min: -30, max: 300 }),
  categories: fc.array(fc.constantFrom(...CATEGORIES), { maxLength: 5 }),
});

describe('departure status', () => {
  it('is deleted with a cancellation event, else late when the real time is after the planned one, else ok', () => {
    fc.assert(
      fc.property(arbitraryDeparture, ({ plannedOffset, lateness, categories }) => {
        const planned = BASE + plannedOffset * 60_000;
        const departure = {
          dateHeure: new Date(planned).toISOString(),
          dateHeureReelle: new Date(planned + lateness * 60_000).toISOString(),
          events: categories.map(event),
        };
        const expected = categories.includes('deleted') ? 'deleted' : lateness > 0 ? 'late' : 'ok';
        expect(departureStatus(departure)).toBe(expected);
      }),
    );
  });

  it('compares instants, not the written offsets', () => {
    expect(departureStatus({ dateHeure: '2026-11-21T08:00:00+01:00', dateHeureReelle: '2026-11-21T07:05:00Z', events: [] })).toBe('late');
    expect(
      departureStatus({ dateHeure: '2026-11-21T08:00:00+01:00', dateHeureReelle: '2026-11-21T07:00:00Z', events: [event('delay')] }),
    ).toBe('ok');
  });
});
