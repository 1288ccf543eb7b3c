import fc from 'fast-check';
import { CARD_PREFIX, newCardNumber, passesLuhn } from './luhn';

describe('card numbers', () => {
  it('are 19 digits with the issuer prefix and pass the Luhn check; changing one digit fails it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.integer({ min: 1, max: 9 }), (position, change) => {
        const number = newCardNumber();
        expect(number).toMatch(new RegExp(`^${CARD_PREFIX}\\d{13}$`));
        expect(passesLuhn(number)).toBe(true);
        const altered = number.slice(0, position) + String((Number(number[position]) + change) % 10) + number.slice(position + 1);
        expect(passesLuhn(altered)).toBe(false);
      }),
    );
  });

  it('agree with the test cards of payment providers', () => {
    expect(['4242424242424242', '4000000000000002', '4000000000003220'].every(passesLuhn)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
