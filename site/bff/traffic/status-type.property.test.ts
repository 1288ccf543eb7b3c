import fc from 'fast-check';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { eventCategoryFor, alertStatusType } from './status-type';

const { transit_realtime: rt } = GtfsRealtimeBindings;
const effects = Object.keys(rt.Alert.Effect);
const causes = Object.keys(rt.Alert.Cause);

describe('GTFS-realtime effect and cause to status type', () => {
  it('maintenance or construction: travaux, whatever the effect', () => {
    fc.assert(
      fc.property(fc.constantFrom(...effects, undefined), fc.constantFrom('MAINTENANCE', 'CONSTRUCTION'), (effect, cause) => {
        expect(alertStatusType(effect, cause)).toBe('travaux');
      }),
    );
  });

  it('otherwise no or reduced service, significant delays and detours are perturbation, any other effect information', () => {
    const otherCauses = causes.filter((cause) => cause !== 'MAINTENANCE' && cause !== 'CONSTRUCTION');
    fc.assert(
      fc.property(fc.constantFrom(...effects, undefined), fc.constantFrom(...otherCauses, undefined), (effect, cause) => {
        const disrupting = ['NO_SERVICE', 'REDUCED_SERVICE', 'SIGNIFICANT_DELAYS', 'DETOUR'].includes(effect ?? '');
        expect(alertStatusType(effect, cause)).toBe(disrupting ? 'perturbation' : 'information');
      }),
    );
  });

  it('the journeys show perturbation as disturbance, travaux as works', () => {
    expect([eventCategoryFor('perturbation'), eventCategoryFor('travaux'), eventCategoryFor('information')]).toEqual([
      'disturbance',
      'works',
      'information',
    ]);
  });
});
