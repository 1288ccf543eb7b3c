import fc from 'fast-check';
import { CARD_SLIDE_WIDTH, cardImageHeight, cardSlidesPerView } from './slides';

describe('card slides per window width', () => {
  it('is between 1 and 3 for any width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (width) => {
        const slides = cardSlidesPerView(width);
        return Number.isInteger(slides) && slides >= 1 && slides <= 3;
      }),
    );
  });

  it('is the width divided by 339, rounded down, within 1 to 3', () => {
    fc.assert(fc.property(fc.integer({ min: 339, max: 3 * 339 - 1 }), (width) => cardSlidesPerView(width) === Math.floor(width / 339)));
    expect([320, 375, 677, 678, 1016, 1017, 1280, 2560].map(cardSlidesPerView)).toEqual([1, 1, 1, 2, 2, 3, 3, 3]);
  });

  it('never decreases as the window widens', () => {
    fc.assert(fc.property(fc.nat(5000), fc.nat(5000), (a, b) => cardSlidesPerView(Math.min(a, b)) <= cardSlidesPerView(Math.max(a, b))));
  });

  it('gives each slide at least ~339 px of window when more than one is shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (width) => {
        const slides = cardSlidesPerView(width);
        return slides === 1 || width / slides >= CARD_SLIDE_WIDTH;
      }),
    );
  });

  it('makes card images about 0.615 as high as wide', () => {
    expect(cardImageHeight(339)).toBe(208);
    fc.assert(fc.property(fc.integer({ min: 100, max: 2000 }), (width) => Math.abs(cardImageHeight(width) - width * 0.615) <= 0.5));
  });
});
