import fc from 'fast-check';
import type { EventCategory, JourneyEvent } from '../../adapters/bff-client/types';
import { autoOpenedItem, CATEGORY_ORDER, eventIcon, eventItems, PRIORITY_CATEGORIES, trainCategoryIcon } from './events';

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

describe('journey events', () => {
  it('lists priority categories first, in the order disturbance, deleted, delay, course_modified, more_stops, created', () => {
    expect(PRIORITY_CATEGORIES).toEqual(['disturbance', 'deleted', 'delay', 'course_modified', 'more_stops', 'created']);
    const items = eventItems({
      information: [event('information')],
      created: [event('created')],
      delay: [event('delay'), event('delay')],
      works: [event('works')],
    });
    expect(items.map((item) => item.category)).toEqual(['delay', 'delay', 'created', 'works', 'information']);
    expect(autoOpenedItem(items)).toBe('delay-0');
  });

  it('opens nothing by itself when only works and information are announced', () => {
    expect(autoOpenedItem(eventItems({ works: [event('works')], information: [event('information')] }))).toBeUndefined();
  });

  it('maps delay to retard, works to travaux, information to information, others to perturbation or danger', () => {
    expect(CATEGORY_ORDER.map(eventIcon)).toEqual([
      'perturbation',
      'danger',
      'retard',
      'perturbation',
      'perturbation',
      'perturbation',
      'travaux',
      'information',
    ]);
  });

  it("a train's icon follows the priority deleted, delay, disturbance/modified, extra stops/created, works, information", () => {
    const expected = (categories: Set<string>) =>
      categories.has('deleted')
        ? 'perturbation'
        : categories.has('delay')
          ? 'retard'
          : categories.has('disturbance') || categories.has('course_modified')
            ? 'perturbation'
            : categories.has('more_stops') || categories.has('created')
              ? 'information'
              : categories.has('works')
                ? 'travaux'
                : categories.has('information')
                  ? 'information'
                  : undefined;
    fc.assert(
      fc.property(fc.subarray([...CATEGORY_ORDER]), (categories) => {
        const set = new Set<string>(categories);
        expect(trainCategoryIcon(set)).toBe(expected(set));
      }),
    );
    expect(trainCategoryIcon(new Set(['works', 'delay']))).toBe('retard');
  });
});
