import fc from 'fast-check';
import { initialSlide } from './deep-link';

const anchors = fc.array(fc.option(fc.stringMatching(/^[A-Za-zéèà][A-Za-zéèà -]{0,11}$/), { nil: undefined }), {
  minLength: 1,
  maxLength: 12,
});
const mixCase = (text: string, flips: boolean[]) =>
  [...text].map((char, i) => (flips[i % flips.length] ? char.toUpperCase() : char.toLowerCase())).join('');

describe('slider deep link', () => {
  it('slide_nb above 1 and within the slides opens that slide (1-based)', () => {
    fc.assert(
      fc.property(
        anchors.chain((list) => fc.tuple(fc.constant(list), fc.integer({ min: 2, max: Math.max(2, list.length) }))),
        ([list, number]) => {
          fc.pre(number <= list.length);
          return initialSlide(`?slide_nb=${number}`, list) === number - 1;
        },
      ),
    );
  });

  it('slide_nb of 1 or less, beyond the slides or not a number never moves without a category', () => {
    const ignored = fc.oneof(
      fc.integer({ min: -5, max: 1 }).map(String),
      fc.integer({ min: 13, max: 999 }).map(String),
      fc.constantFrom('abc', '2.5', '', 'deux'),
    );
    fc.assert(fc.property(anchors, ignored, (list, value) => initialSlide(`?slide_nb=${encodeURIComponent(value)}`, list) === 0));
  });

  it('slide_category opens the first slide whose anchor matches, whatever the case', () => {
    fc.assert(
      fc.property(anchors, fc.nat(), fc.array(fc.boolean(), { minLength: 1 }), (list, pick, flips) => {
        const labelled = list.filter((anchor): anchor is string => anchor !== undefined && anchor.trim() !== '');
        fc.pre(labelled.length > 0);
        const wanted = labelled[pick % labelled.length]!;
        const expected = list.findIndex((anchor) => anchor?.trim().toLocaleLowerCase() === wanted.trim().toLocaleLowerCase());
        return initialSlide(`?${new URLSearchParams({ slide_category: mixCase(wanted, flips) })}`, list) === expected;
      }),
    );
  });

  it('an unknown category or no query opens the first slide', () => {
    fc.assert(fc.property(anchors, (list) => initialSlide('?slide_category=zzz-inconnue-9', list) === 0 && initialSlide('', list) === 0));
  });
});
