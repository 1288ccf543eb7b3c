import fc from 'fast-check';
import {
  amountError,
  amountOnBlur,
  discountedAmount,
  discountFor,
  keptAmount,
  presetAmounts,
  productFor,
  showsRemainingDiscount,
} from './amounts';
import { sortCatalogue, type CatalogueDiscount } from './catalogue';
import {
  activationModeFor,
  activationWindow,
  dayAfterThreeHours,
  dayFromNow,
  dayInWindow,
  daysBetween,
  isDay,
  rangeInWindow,
  resendPurchaseWindow,
  shiftDay,
  today,
  validityEnd,
} from './dates';
import { endsWithLetter } from './people';

const range = fc
  .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }))
  .map(([a, b]) => ({ minAmount: Math.min(a, b), maxAmount: Math.max(a, b) }));
const discount: fc.Arbitrary<CatalogueDiscount> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 5 }),
  type: fc.constantFrom('AMOUNT' as const, 'PERCENTAGE' as const),
  discountAmount: fc.integer({ min: 0, max: 20_000 }),
  discountPercentage: fc.integer({ min: 0, max: 100 }),
  numberAvailable: fc.integer({ min: 0, max: 20 }),
});

describe('amount rules', () => {
  it('keeps negative amounts at 0 and rounds to whole euros on blur', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (euros) => {
        expect(keptAmount(euros)).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(amountOnBlur(euros))).toBe(true);
        if (euros < 0) expect(amountOnBlur(euros)).toBe(0);
      }),
    );
  });

  it('accepts exactly the amounts of the product range, in euros over a range in cents', () => {
    fc.assert(
      fc.property(range, fc.integer({ min: 0, max: 1_200 }), (product, euros) => {
        const cents = euros * 100;
        const error = amountError(euros, product);
        expect(error).toBe(cents < product.minAmount ? 'min_amount' : cents > product.maxAmount ? 'max_amount' : undefined);
      }),
    );
    expect(amountError(19.99, { minAmount: 2000, maxAmount: 15000 })).toBe('min_amount');
    expect(amountError(150, { minAmount: 2000, maxAmount: 15000 })).toBeUndefined();
  });

  it('offers presets once each, within range, smallest first', () => {
    fc.assert(
      fc.property(range, fc.array(fc.integer({ min: 1, max: 1_000 })), (product, presets) => {
        const shown = presetAmounts(presets, product);
        expect(new Set(shown).size).toBe(shown.length);
        expect([...shown].sort((a, b) => a - b)).toEqual(shown);
        for (const euros of shown) expect(amountError(euros, product)).toBeUndefined();
        for (const euros of presets) if (amountError(euros, product) === undefined) expect(shown).toContain(euros);
      }),
    );
    expect(presetAmounts([100, 20, 50, 50, 5000, 10], { minAmount: 2000, maxAmount: 15000 })).toEqual([20, 50, 100]);
  });

  it('chooses the product whose range holds the amount, else the first of the sorted catalogue', () => {
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 120_000 }), (ranges, cents) => {
        const catalogue = sortCatalogue(ranges);
        const chosen = productFor(catalogue, cents)!;
        const holding = catalogue.find((product) => cents >= product.minAmount && cents <= product.maxAmount);
        expect(chosen).toBe(holding ?? catalogue[0]);
        for (let index = 1; index < catalogue.length; index++) {
          const [previous, next] = [catalogue[index - 1]!, catalogue[index]!];
          expect(
            previous.minAmount < next.minAmount || (previous.minAmount === next.minAmount && previous.maxAmount <= next.maxAmount),
          ).toBe(true);
        }
      }),
    );
  });

  it('applies the first discount with stock, never below zero, and warns at 5 or fewer', () => {
    fc.assert(
      fc.property(fc.array(discount, { maxLength: 4 }), fc.integer({ min: 0, max: 100_000 }), (discounts, cents) => {
        const used = discountFor({ availableDiscounts: discounts });
        expect(used).toBe(discounts.find((entry) => entry.numberAvailable > 0));
        const paid = discountedAmount(cents, used);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(cents);
        if (used) expect(showsRemainingDiscount(used)).toBe(used.numberAvailable <= 5);
      }),
    );
    expect(discountedAmount(5000, { id: 'p', type: 'PERCENTAGE', discountPercentage: 10, numberAvailable: 1 })).toBe(4500);
    expect(discountedAmount(5000, { id: 'a', type: 'AMOUNT', discountAmount: 1500, numberAvailable: 1 })).toBe(3500);
  });
});

describe('date windows', () => {
  const instant = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });

  it('activation runs from tomorrow to one month ahead; later days are DEFERRED', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const window = activationWindow(now);
        expect(window.min > today(now)).toBe(true);
        expect(dayInWindow(today(now), window)).toBe('date_too_early');
        expect(dayInWindow(window.min, window)).toBeUndefined();
        expect(dayInWindow(window.max, window)).toBeUndefined();
        expect(activationModeFor(window.min, now)).toBe('DEFERRED');
        expect(activationModeFor(today(now), now)).toBe('DIRECT');
      }),
    );
    expect(activationWindow(new Date('2026-01-31T12:00:00Z'))).toEqual({ min: '2026-02-01', max: '2026-02-28' });
  });

  it('resending purchases reaches one year and one month back, to today, end not before start', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const window = resendPurchaseWindow(now);
        expect(window.max).toBe(today(now));
        expect(rangeInWindow(window.min, window.max, window)).toBeUndefined();
        expect(rangeInWindow(window.max, window.min, window)).toBe(window.min === window.max ? undefined : 'end_before_start');
      }),
    );
    expect(resendPurchaseWindow(new Date('2026-11-23T10:00:00Z'))).toEqual({ min: '2025-10-23', max: '2026-11-23' });
  });

  it('accepts only real days and keeps a card valid one year from activation', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(dayInWindow('23/11/2026', { min: '2026-01-01', max: '2027-01-01' })).toBe('invalid_date');
    expect(validityEnd('2026-11-23')).toBe('2027-11-23');
    // A year without 29 February ends the card on the 28th.
    expect(validityEnd('2028-02-29')).toBe('2029-02-28');
  });

  it('date helpers: a real day within 13 months, from now or later than now + 3 hours; anything else is today', () => {
    // Thursday 26 November 2026, 10:00 and 22:00 in Paris.
    const morning = new Date('2026-11-26T09:00:00Z');
    const evening = new Date('2026-11-26T21:00:00Z');
    expect(dayFromNow('2026-11-26', morning)).toBe('2026-11-26');
    expect(dayFromNow('2026-11-25', morning)).toBe('2026-11-26');
    expect(dayFromNow('2027-12-26', morning)).toBe('2027-12-26');
    expect(dayFromNow('2027-12-27', morning)).toBe('2026-11-26');
    expect(dayAfterThreeHours('2026-11-27', morning)).toBe('2026-11-27');
    expect(dayAfterThreeHours('2026-11-26', morning)).toBe('2026-11-26');
    // At 22:00, tomorrow starts within 3 hours: only the day after it is accepted.
    expect(dayAfterThreeHours('2026-11-27', evening)).toBe('2026-11-26');
    expect(dayAfterThreeHours('2026-11-28', evening)).toBe('2026-11-28');
    expect(dayAfterThreeHours('2027-12-26', evening)).toBe('2027-12-26');
    expect(dayAfterThreeHours('2027-12-27', evening)).toBe('2026-11-26');
    for (const invalid of ['', '  ', '2026-02-30', '27/11/2026', 'demain']) {
      expect(dayFromNow(invalid, morning)).toBe('2026-11-26');
      expect(dayAfterThreeHours(invalid, morning)).toBe('2026-11-26');
    }
    fc.assert(
      fc.property(instant, fc.integer({ min: -500, max: 500 }), (now, days) => {
        const typed = shiftDay(today(now), { days });
        const fromNow = dayFromNow(typed, now);
        expect(fromNow === typed || fromNow === today(now)).toBe(true);
        expect(fromNow >= today(now) && fromNow <= shiftDay(today(now), { months: 13 })).toBe(true);
        const later = dayAfterThreeHours(typed, now);
        expect(later === today(now) || (later === typed && later > today(now))).toBe(true);
      }),
    );
  });

  it('counts days on the calendar, month ends and daylight saving changes included', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -800, max: 800 }), (now, days) => {
        const day = today(now);
        const shifted = shiftDay(day, { days });
        expect(isDay(shifted)).toBe(true);
        expect(daysBetween(day, shifted)).toBe(days);
      }),
    );
    expect(shiftDay('2026-03-28', { days: 2 })).toBe('2026-03-30');
    expect(shiftDay('2026-12-31', { days: 1 })).toBe('2027-01-01');
    expect(shiftDay('2027-03-31', { years: -1, months: -1 })).toBe('2026-02-28');
    expect(shiftDay('2026-01-15', { months: -13 })).toBe('2024-12-15');
  });
});

describe('names', () => {
  it('must end with a letter', () => {
    expect(endsWithLetter('Anne-Marie')).toBe(true);
    expect(endsWithLetter('Łukasz ')).toBe(true);
    expect(endsWithLetter('Anne-')).toBe(false);
    expect(endsWithLetter('Louis 2')).toBe(false);
  });
});
